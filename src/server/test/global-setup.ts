import { execFileSync } from "node:child_process";
import { createHash, randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync } from "node:fs";
import { mkdir, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
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

// Migrates and seeds one template database per run (on PGlite, one kept for as long as its sources
// stay the same); every test file then starts from a copy of it, which is far faster than running
// initdb and the migrations again.
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
    // The embedded database's template too, for the tests of what starts from one (a server
    // process's data directory, the move to PostgreSQL): made once for its sources and kept, so on
    // npm test's PostgreSQL stage it is already there.
    project.provide("pgliteTemplate", await pgliteTemplateFile());
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
  const file = await pgliteTemplateFile();
  project.provide("pgliteTemplate", file);
  project.provide("pgTemplate", "");
}

// What the PGlite template is made from: the migrations, the places it is seeded with, the code that
// opens and seeds it, and PGlite itself. A change to any of them makes a new template.
const TEMPLATE_SOURCES = ["src/server/db", "src/server/features/locations", "src/shared"];
const TEMPLATE_CACHE = path.resolve("node_modules/.cache/meetup-pglite-template");

/**
 * The migrated and seeded PGlite template, made once for its sources and kept (beside Vitest's own
 * cache): npm test's later stages and the any-hour check's six projects each ran this set-up again,
 * an initdb and every migration on the embedded database each time.
 */
export async function pgliteTemplateFile(): Promise<string> {
  const file = path.join(TEMPLATE_CACHE, `${templateSourcesHash()}.tar`);
  if (existsSync(file)) return file;
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
  // Written under a name of its own, then renamed: projects set up side by side never read half a
  // file. Templates of older sources go.
  await mkdir(TEMPLATE_CACHE, { recursive: true });
  const partial = `${file}.${process.pid}.${randomBytes(4).toString("hex")}`;
  await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
  await rename(partial, file);
  for (const name of readdirSync(TEMPLATE_CACHE))
    if (name.endsWith(".tar") && path.join(TEMPLATE_CACHE, name) !== file)
      await rm(path.join(TEMPLATE_CACHE, name), { force: true });
  return file;
}

function templateSourcesHash(): string {
  const hash = createHash("sha256");
  const files = TEMPLATE_SOURCES.flatMap((dir) => sourceFiles(path.resolve(dir)));
  for (const file of [...files, fileURLToPath(import.meta.url)].sort()) {
    hash.update(path.relative(process.cwd(), file));
    hash.update(readFileSync(file));
  }
  hash.update(readFileSync(path.resolve("node_modules/@electric-sql/pglite/package.json")));
  return hash.digest("hex").slice(0, 16);
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/**
 * Unpacks the template `file` as the database of a server whose DATA_DIR is `dataDir` (its
 * `pglite/`, db/client.ts): the process opens it at once, where an empty directory cost it initdb and
 * every migration. The template is PGlite's dump of its data directory, a tar whose names start at "/".
 */
export function unpackPgliteTemplate(file: string, dataDir: string): void {
  const database = path.join(dataDir, "pglite");
  mkdirSync(database, { recursive: true });
  execFileSync("tar", ["-xf", file, "-C", database], { stdio: "ignore" });
}
