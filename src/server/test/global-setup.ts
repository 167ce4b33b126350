import { randomBytes } from "node:crypto";
import { writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
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
