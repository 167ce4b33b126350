import { type Database, openDatabase } from "../db/client";
import { createPgTestDatabase, openTestDatabase } from "./database";

// One database opened twice, as two instances open it: on PostgreSQL two pools on one new database;
// on PGlite (one process per database) both are the same in-memory database.
export async function openSharedDatabase(): Promise<{
  first: Database;
  second: Database;
  close(): Promise<void>;
}> {
  const created = await createPgTestDatabase();
  if (!created) {
    const database = await openTestDatabase();
    return { first: database, second: database, close: () => database.close() };
  }
  const open = () => openDatabase({ kind: "postgres", url: created.url, poolSize: 4 }, { migrate: false });
  const [first, second] = await Promise.all([open(), open()]);
  return {
    first,
    second,
    close: async () => {
      await Promise.all([first.close(), second.close()]);
      await created.drop();
    },
  };
}
