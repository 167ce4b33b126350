import path from "node:path";
import { E2E_ADMIN_EMAIL } from "../../e2e/api/members";
import { freePort, type ServerProcess, startServerProcess } from "../../src/server/test/server-process";
import { ensureServerBuild, SERVER_ENTRY, serverNodeArgs } from "../server-build";
import { freshDatabase } from "./database";
import { type Nginx, startNginx } from "./nginx";

// Three instances as an operator runs them (issue 14): one PostgreSQL database, one Redis, each
// with its own DATA_DIR and no SESSION_SECRET, behind nginx. `restart(i)` is one step of a rolling
// restart: SIGTERM, wait for the exit, start again on the same port, wait for /api/ready.

export const REDIS_URL = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";
// The instances' /metrics on their own ports (the tests read their open sockets there).
export const METRICS_TOKEN = "cluster-metrics-token";

export type Cluster = {
  /** nginx's address: what a browser or client uses. */
  base: string;
  instances: ServerProcess[];
  nginx: Nginx;
  /** SIGTERMs instance i, checks it exits 0 within 10 s, starts it again and waits until it is ready. */
  restart(i: number): Promise<{ exitCode: number | string; stopMs: number; startMs: number }>;
  stop(): Promise<void>;
};

export async function startCluster(opts: { size?: number; quiet?: boolean } = {}): Promise<Cluster> {
  const size = opts.size ?? 3;
  const database = await freshDatabase();
  const nginxPort = await freePort();
  const ports = await Promise.all(Array.from({ length: size }, () => freePort()));
  const base = `http://127.0.0.1:${nginxPort}`;
  const env = {
    NODE_ENV: "development",
    DATABASE_URL: database.url,
    REDIS_URL,
    SESSION_SECRET: "",
    ADMIN_EMAILS: E2E_ADMIN_EMAIL,
    DEMO_DATA: "off",
    RATE_LIMITS: "off",
    DEFAULT_QUIET_HOURS: "off",
    TRUST_PROXY: "1",
    // On SIGTERM, reads are refused (nginx retries them elsewhere and stops sending here) for a
    // second before the listener closes: nothing is on its way when it does (issue 25 item 2).
    SHUTDOWN_DELAY_MS: "1000",
    PUBLIC_URL: base,
    METRICS_TOKEN,
    WEB_DIR: path.resolve("dist/web"),
    LOG_LEVEL: "warn",
  };
  // The server's bundle with npm start's flags, as production runs it: from the sources under tsx each
  // start took 1-2 s more (2.9-3.7 s against 1.7 s to ready on a quiet machine), six starts a run.
  const root = process.cwd();
  const entry = path.resolve("dist/server", SERVER_ENTRY);
  ensureServerBuild({ root, outDir: path.dirname(entry) });
  const start = (port: number, dataDir?: string) =>
    startServerProcess({
      args: [...serverNodeArgs(root, {}), entry],
      env,
      port,
      ...(dataDir ? { dataDir } : {}),
      stdio: opts.quiet ? "ignore" : "inherit",
    });

  const instances: ServerProcess[] = [];
  let nginx: Nginx | undefined;
  const stop = async () => {
    await nginx?.stop();
    for (const instance of instances) if (instance.child.exitCode === null) instance.child.kill("SIGTERM");
    await Promise.all(instances.map((i) => i.exited));
    for (const instance of instances) instance.cleanUp();
    await database.drop();
  };
  try {
    // The first migrates the empty database; the others start together on it (and agree on its keys).
    instances.push(await start(ports[0]!));
    instances.push(...(await Promise.all(ports.slice(1).map((port) => start(port)))));
    nginx = await startNginx({
      port: nginxPort,
      upstreams: ports.map((port) => ({ host: "127.0.0.1", port })),
    });
  } catch (error) {
    await stop().catch(() => {});
    throw error;
  }

  return {
    base,
    instances,
    nginx,
    stop,
    async restart(i) {
      const old = instances[i]!;
      const stopping = Date.now();
      old.child.kill("SIGTERM");
      const exitCode = await old.exited;
      const stopMs = Date.now() - stopping;
      const starting = Date.now();
      instances[i] = await start(old.port, old.dataDir);
      return { exitCode, stopMs, startMs: Date.now() - starting };
    },
  };
}
