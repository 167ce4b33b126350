import type { Database } from "../db/client";

// The statements that `work` sends to the database, in order (ADR 0050): what a test bounds when it
// says a page costs at most so many. Whatever else the app sends meanwhile is counted too, so a test
// measures once nothing else is under way (an API call answers after its subscribers have run).
export async function statementsOf<T>(
  database: Database,
  work: () => Promise<T>,
): Promise<{ result: T; statements: string[] }> {
  const statements: string[] = [];
  const stop = database.stats.watchStatements((text) => statements.push(text));
  try {
    return { result: await work(), statements };
  } finally {
    stop();
  }
}
