import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { buildApp } from "../app";
import type { Config } from "../config";
import type { Database } from "../db/client";
import { openTestDatabase } from "./database";
import { createUser, sessionFor } from "./factories";

export type TestApp = {
  app: FastifyInstance;
  database: Database;
  config: Config;
  // A member (or admin) with a live session; `headers` carries the bearer token.
  login(opts?: {
    role?: "member" | "admin";
    overrides?: Parameters<typeof createUser>[1];
  }): Promise<Awaited<ReturnType<typeof createUser>> & Awaited<ReturnType<typeof sessionFor>>>;
  close(): Promise<void>;
};

export function testConfig(overrides: Partial<Config> = {}): Config {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "meetup-test-"));
  return {
    env: "test",
    port: 0,
    host: "127.0.0.1",
    dataDir,
    databaseUrl: undefined,
    redisUrl: undefined,
    publicUrl: "http://localhost:8080",
    googleClientId: undefined,
    adminEmails: [],
    sessionSecret: "test-secret-that-is-long-enough-for-hs256-signing",
    demoData: false,
    rateLimits: false,
    trustProxy: false,
    devIdpPublic: false,
    logLevel: "silent",
    requestTimeoutMs: 60_000,
    webDir: undefined,
    ...overrides,
  };
}

export async function buildTestApp(
  overrides: Partial<Config> = {},
  opts: { logStream?: { write(line: string): void } } = {},
): Promise<TestApp> {
  const database = await openTestDatabase();
  const config = testConfig(overrides);
  const app = await buildApp(
    config,
    opts.logStream ? { database, logStream: opts.logStream } : { database, logger: false },
  );
  await app.ready();
  return {
    app,
    database,
    config,
    async login(opts = {}) {
      const user = await createUser(database.db, { role: opts.role ?? "member", ...opts.overrides });
      const session = await sessionFor(database.db, app.deps.key, user.id);
      return { ...user, ...session };
    },
    async close() {
      await app.close();
      await database.close();
      rmSync(config.dataDir, { recursive: true, force: true });
    },
  };
}
