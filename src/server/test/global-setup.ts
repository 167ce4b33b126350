import { randomBytes } from "node:crypto";
import { writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { openDatabase } from "../db/client";
import { seedLocations } from "../features/locations/service";
import { databaseUrlFor } from "./pg-url";

declare module "vitest" {
  export interface ProvidedContext {
    pgliteTemplate: string;
    pgTemplate: string;
    runId: string;
  }
}

// Migrates and seeds one template database per run; every test file then starts from a copy of it,
// which is far faster than running initdb and the migrations again.
export default async function setup(project: TestProject) {
  const runId = randomBytes(4).toString("hex");
  project.provide("runId", runId);
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const template = `meetup_tpl_${runId}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${template}`);
    await admin.end();
    const database = await openDatabase({
      kind: "postgres",
      url: databaseUrlFor(url, template),
      poolSize: 1,
    });
    await seedLocations({ db: database.db });
    await database.close();
    project.provide("pgTemplate", template);
    project.provide("pgliteTemplate", "");
    return async () => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      const { rows } = await client.query<{ datname: string }>(
        "SELECT datname FROM pg_database WHERE datname LIKE $1 OR datname = $2",
        [`meetup_t_${runId}_%`, template],
      );
      for (const row of rows) await client.query(`DROP DATABASE IF EXISTS ${row.datname} WITH (FORCE)`);
      await client.end();
    };
  }
  const database = await openDatabase({ kind: "pglite-memory" });
  await seedLocations({ db: database.db });
  // Every test database opens a copy of this one, hundreds a run, so its opening is made cheap:
  // - 16 MB of shared buffers rather than PGlite's 128: each copy zeroed all of them as it started
  //   (a third of an opening's CPU went to memset), and a test's database is a few MB;
  // - written to the data files before the dump: a dump of a running PGlite is a crash image, and
  //   without a checkpoint every copy replayed the migrations' and the seed's WAL as it opened.
  await database.db.execute(sql`ALTER SYSTEM SET shared_buffers = '16MB'`);
  await database.db.execute(sql`CHECKPOINT`);
  const dump = await database.dump!();
  await database.close();
  const file = path.join(os.tmpdir(), `meetup-template-${runId}.tar`);
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  project.provide("pgliteTemplate", file);
  project.provide("pgTemplate", "");
  return async () => {
    const { rm } = await import("node:fs/promises");
    await rm(file, { force: true });
  };
}
