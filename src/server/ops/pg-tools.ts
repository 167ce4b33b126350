import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { RefusedError } from "./ops-errors";

const run = promisify(execFile);

// pg_dump and pg_restore from PATH (Debian: postgresql-client). The password travels in the
// environment, not on the command line, where every local user could read it.
function connection(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const u = new URL(url);
  const password = decodeURIComponent(u.password);
  u.password = "";
  return { dbname: u.toString(), env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) } };
}

// A client tool against the database at `url`: its arguments name the database without the
// password, which connection() moves into the tool's environment.
async function runAgainst(
  tool: "pg_dump" | "pg_restore",
  url: string,
  args: (dbname: string) => string[],
): Promise<void> {
  const { dbname, env } = connection(url);
  await run(tool, args(dbname), { env, maxBuffer: 16 * 1024 * 1024 });
}

async function toolMajor(tool: "pg_dump" | "pg_restore"): Promise<number> {
  try {
    const { stdout } = await run(tool, ["--version"]);
    const major = /(\d+)(?:\.\d+)?/.exec(stdout)?.[1];
    return Number(major);
  } catch {
    throw new RefusedError(
      `${tool} was not found on PATH; install the PostgreSQL client tools (Debian: postgresql-client).`,
    );
  }
}

// pg_dump refuses a server newer than itself; say so before it does, with what to install.
export async function checkPgDump(serverVersionNum: number): Promise<void> {
  const server = Math.floor(serverVersionNum / 10000);
  const tool = await toolMajor("pg_dump");
  if (tool < server) {
    throw new RefusedError(
      `pg_dump ${tool} cannot dump a PostgreSQL ${server} server; install the client tools of version ${server} or newer.`,
    );
  }
}

export async function pgDump(options: { url: string; file: string; snapshot: string }): Promise<void> {
  await runAgainst("pg_dump", options.url, (dbname) => [
    "--format=custom",
    "--no-owner",
    "--no-privileges",
    `--snapshot=${options.snapshot}`,
    `--file=${options.file}`,
    `--dbname=${dbname}`,
  ]);
}

export async function pgRestore(options: { url: string; file: string }): Promise<void> {
  await toolMajor("pg_restore");
  await runAgainst("pg_restore", options.url, (dbname) => [
    "--no-owner",
    "--no-privileges",
    "--exit-on-error",
    "--single-transaction",
    `--dbname=${dbname}`,
    options.file,
  ]);
}
