import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll } from "vitest";
import webpush from "web-push";
import { DEFAULT_APP_NAME } from "../../shared/app-name";
import { buildApp } from "../app";
import type { Config } from "../config";
import type { Database } from "../db/client";
import { openTestDatabase } from "./database";
import { type EventGroup, type GroupOptions, openEventGroup } from "./event-group";
import { createUser, type SignedIn, sessionFor } from "./factories";

type LoggedIn = SignedIn;
// A signed-in test member, as `login` answers it.
export type Member = LoggedIn;
export type Method = "GET" | "POST" | "PATCH" | "PUT" | "DELETE";

export type TestApp = {
  app: FastifyInstance;
  database: Database;
  config: Config;
  // A member (or admin) with a live session; `headers` carries the bearer token.
  login(opts?: {
    role?: "member" | "admin";
    overrides?: Parameters<typeof createUser>[1];
  }): Promise<LoggedIn>;
  // One request as `who` (anonymous without), with an optional JSON body: the raw response.
  call(method: Method, url: string, who?: Member, payload?: object): Promise<LightMyRequestResponse>;
  // The same, answering the envelope's `data` (for calls expected to succeed).
  // biome-ignore lint/suspicious/noExplicitAny: tests read the JSON they expect, as `.json()` does
  data(method: Method, url: string, who: Member, payload?: object): Promise<any>;
  // An approved event with its group chat, its host and accepted seekers (test/event-group.ts).
  group(opts?: GroupOptions): Promise<EventGroup>;
  close(): Promise<void>;
};

// One VAPID pair for the whole test process (generating is quick, but needless per app).
const testVapid = { ...webpush.generateVAPIDKeys(), subject: "mailto:no-reply@meetup.test" };

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
    // The tests' push service listens on loopback (test/push-service.ts).
    pushLoopback: true,
    shutdownDelayMs: 0,
    logLevel: "silent",
    requestTimeoutMs: 60_000,
    imageCacheBytes: 8 * 1024 * 1024,
    webDir: undefined,
    smtpUrl: undefined,
    appName: DEFAULT_APP_NAME,
    mailFrom: `${DEFAULT_APP_NAME} <no-reply@app.test>`,
    sms: { url: undefined, token: undefined, countries: ["IN"] },
    jobsWorker: false,
    // Deliveries of a test run at night must not wait for the morning; quiet hours tests turn it on.
    defaultQuietHours: false,
    testClock: false,
    vapid: testVapid,
    metrics: { port: undefined, host: "127.0.0.1", token: undefined },
    ...overrides,
  };
}

export async function buildTestApp(
  overrides: Partial<Config> = {},
  // `database`: one the caller opened and closes (several apps on one database, as instances are).
  opts: { logStream?: { write(line: string): void }; database?: Database } = {},
): Promise<TestApp> {
  const ownsDatabase = !opts.database;
  const database = opts.database ?? (await openTestDatabase());
  const config = testConfig(overrides);
  const app = await buildApp(
    config,
    opts.logStream ? { database, logStream: opts.logStream } : { database, logger: false },
  );
  await app.ready();
  const call: TestApp["call"] = (method, url, who, payload) =>
    app.inject({ method, url, headers: who ? who.headers : {}, ...(payload ? { payload } : {}) });
  const testApp: TestApp = {
    app,
    database,
    config,
    async login(opts = {}) {
      const user = await createUser(database.db, { role: opts.role ?? "member", ...opts.overrides });
      const session = await sessionFor(database.db, app.deps.sessionKeys, user.id);
      return { ...user, ...session };
    },
    call,
    async data(method, url, who, payload) {
      return (await call(method, url, who, payload)).json().data;
    },
    group: (opts) => openEventGroup(testApp, opts),
    async close() {
      await app.close();
      if (ownsDatabase) await database.close();
      rmSync(config.dataDir, { recursive: true, force: true });
    },
  };
  return testApp;
}

// One app for a test file: built before its tests, closed after them. The answer stands in for the
// app from the start, so a file writes `const t = testAppForFile()` instead of its own hooks.
export function testAppForFile(...args: Parameters<typeof buildTestApp>): TestApp {
  let built: TestApp | undefined;
  beforeAll(async () => {
    built = await buildTestApp(...args);
  });
  afterAll(() => built?.close());
  return standIn("testAppForFile", () => built);
}

// An app a test file's hook builds, usable before it exists: each use asks `current` for it then.
export function standIn(builder: string, current: () => TestApp | undefined): TestApp {
  const app = () => {
    const built = current();
    if (!built) throw new Error(`${builder}: the app exists once beforeAll has run`);
    return built;
  };
  return {
    get app() {
      return app().app;
    },
    get database() {
      return app().database;
    },
    get config() {
      return app().config;
    },
    login: (opts) => app().login(opts),
    call: (...request) => app().call(...request),
    data: (...request) => app().data(...request),
    group: (opts) => app().group(opts),
    close: () => app().close(),
  };
}
