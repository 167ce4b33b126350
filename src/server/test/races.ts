import { appendFileSync } from "node:fs";
import { expect } from "vitest";
import type { Database } from "../db/client";

// The races watch (postgres-tests.ts): on a PGlite test database, notes the test file when a write
// starts while another statement is under way, or a transaction begins while another is open. PGlite
// runs them one after the other; PostgreSQL runs them at once, where rows can be locked, counted twice
// or claimed by two. npm test sets TEST_RACES_LOG on its PGlite run, and runs the files it names on
// PostgreSQL too. Off without it.
const WRITE = /^\s*(insert|update|delete|with\b[\s\S]*\b(insert|update|delete)\b)/i;
const noted = new Set<string>();

export function watchRaces(database: Database): void {
  const log = process.env.TEST_RACES_LOG;
  if (!log) return;
  const note = () => {
    const file = expect.getState().testPath;
    if (!file || noted.has(file)) return;
    noted.add(file);
    appendFileSync(log, `${file}\n`);
  };
  database.stats.watchStatements((text) => {
    if (database.stats.inFlight() > 1 && WRITE.test(text)) note();
  });
  const db = database.db;
  const transaction = db.transaction.bind(db);
  let open = 0;
  db.transaction = (async (...args: Parameters<typeof transaction>) => {
    if (++open > 1) note();
    try {
      return await transaction(...args);
    } finally {
      open--;
    }
  }) as typeof db.transaction;
}
