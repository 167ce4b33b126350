import { RefusedError } from "../src/server/ops/ops-errors";

// A refusal is a sentence for the operator and exit code 1, not a stack trace.
export async function runOperation(operation: () => Promise<void>): Promise<void> {
  try {
    await operation();
  } catch (error) {
    if (error instanceof RefusedError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}
