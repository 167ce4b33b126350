import { type ChildProcess, fork } from "node:child_process";
import { fileURLToPath } from "node:url";

// The bench's clients (the load generator, the web push members) run in processes of their own, so
// that the server's event loop serves requests and nothing else. tsx's loader reaches them through
// the execArgv `fork` passes on.

/** Forks the script beside this file; it answers each message it is sent with one message. */
export function benchProcess(script: string): ChildProcess {
  return fork(fileURLToPath(new URL(`./${script}`, import.meta.url)));
}

/** Sends a question and waits for its answer; fails if the process stops first. */
export function ask<A>(child: ChildProcess, question: unknown): Promise<A> {
  return new Promise<A>((resolve, reject) => {
    const stopped = (code: number | null) => reject(new Error(`the bench's client stopped (${code})`));
    child.once("exit", stopped);
    child.once("message", (answer: A) => {
      child.off("exit", stopped);
      resolve(answer);
    });
    child.send(question as object);
  });
}
