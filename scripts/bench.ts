// `npm run bench`: throughput and latency of the API on loopback, each figure also as a ratio to a
// route that does no database work, measured in the same run on the same machine.
// BENCH_DATABASE_URL=postgres://… runs it on PostgreSQL instead of the embedded PGlite.
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { eq, sql } from "drizzle-orm";
import webpush from "web-push";
import { buildApp } from "../src/server/app";
import type { Config } from "../src/server/config";
import { type Database, openDatabase } from "../src/server/db/client";
import { events, users } from "../src/server/db/schema";
import { createSession } from "../src/server/features/auth/session-service";
import { seedLocations } from "../src/server/features/locations/service";
import {
  EVENT_CATEGORIES,
  IDEAL_SCENES,
  SCENE_ENERGIES,
  SCENE_PREFERENCES,
  SCENE_PURPOSES,
  SPONTANEITY_LEVELS,
  VIBES,
} from "../src/shared/options";
import { startBareFastify } from "./bench-bare";
import { scratchDatabase } from "./bench-database";
import { benchPush } from "./bench-push";
import { benchRealtime } from "./bench-realtime";
import { benchWebPush } from "./bench-web-push";

const EVENTS = Number(process.env.BENCH_EVENTS ?? 10_000);
const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 10_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = 10;

const dataDir = mkdtempSync(path.join(os.tmpdir(), "meetup-bench-"));
const pgUrl = process.env.BENCH_DATABASE_URL;
const pgName = `meetup_bench_${process.pid}`;

let scratch: Awaited<ReturnType<typeof scratchDatabase>> | undefined;

async function openBenchDatabase(): Promise<Database> {
  if (!pgUrl) return openDatabase({ kind: "pglite", dataDir });
  scratch = await scratchDatabase(pgUrl, pgName);
  return openDatabase({ kind: "postgres", url: scratch.url, poolSize: CONNECTIONS });
}

const WORDS = [
  "trek",
  "chai",
  "sunset",
  "jam",
  "beach",
  "bonfire",
  "heritage",
  "cafe",
  "ride",
  "yoga",
  "hills",
  "lake",
  "market",
  "temple",
  "gig",
];
const CITIES: [string, string][] = [
  ["Bengaluru", "Karnataka"],
  ["Mumbai", "Maharashtra"],
  ["Pune", "Maharashtra"],
  ["Chennai", "Tamil Nadu"],
  ["Kochi", "Kerala"],
  ["Jaipur", "Rajasthan"],
  ["New Delhi", "Delhi"],
  ["Kolkata", "West Bengal"],
  ["Hyderabad", "Telangana"],
  ["Panaji", "Goa"],
];

async function seed(database: Database) {
  const { db } = database;
  await seedLocations({ db });
  // Members with varied quiz answers (the hosts among them), for the events and the matching runs.
  const pick = <T>(list: readonly T[], i: number, n: number) => [
    ...new Set(Array.from({ length: n }, (_, k) => list[(i * (k + 3) + k * 7) % list.length]!)),
  ];
  for (let start = 0; start < MEMBERS; start += 1000) {
    await db.insert(users).values(
      Array.from({ length: Math.min(1000, MEMBERS - start) }, (_, k) => {
        const i = start + k;
        return {
          issuer: "bench",
          subject: `member-${i}`,
          email: `member${i}@bench.test`,
          name: `Member ${i}`,
          username: `member${i}`,
          gender: (["female", "male", "other"] as const)[i % 3]!,
          currentCity: CITIES[i % CITIES.length]![0],
          currentCountry: "India",
          mobileNo: "9000000000",
          dateOfBirth: "1994-01-01",
          scenePreferences: pick(SCENE_PREFERENCES, i, 1 + (i % 3)),
          idealScenes: pick(IDEAL_SCENES, i + 1, 1 + ((i >> 2) % 3)),
          scenePurpose: pick(SCENE_PURPOSES, i + 2, 1 + (i % 2)),
          sceneEnergy: SCENE_ENERGIES[i % 3]!,
          vibe: VIBES[(i >> 1) % 3]!,
          spontaneityComfort: SPONTANEITY_LEVELS[(i >> 3) % 3]!,
        };
      }),
    );
  }
  const hosts = await db
    .insert(users)
    .values(
      Array.from({ length: 200 }, (_, i) => ({
        issuer: "bench",
        subject: `host-${i}`,
        email: `host${i}@bench.test`,
        name: `Host ${i}`,
        username: `host${i}`,
        gender: "female" as const,
        currentCity: "Pune",
        currentCountry: "India",
        mobileNo: "9000000000",
        dateOfBirth: "1994-01-01",
        sceneEnergy: "Chill and Slow",
        vibe: "I can vibe with almost anyone",
        spontaneityComfort: "Need clear plans",
      })),
    )
    .returning({ id: users.id });
  const day = 86_400_000;
  const now = Date.now();
  for (let start = 0; start < EVENTS; start += 1000) {
    await db.insert(events).values(
      Array.from({ length: Math.min(1000, EVENTS - start) }, (_, k) => {
        const i = start + k;
        const [city, state] = CITIES[i % CITIES.length]!;
        const from = new Date(now + ((i % 180) + 1) * day);
        return {
          name: `${WORDS[i % WORDS.length]} ${WORDS[(i * 7) % WORDS.length]} meetup ${i}`,
          description: `A relaxed ${WORDS[(i * 3) % WORDS.length]} outing with new friends in ${city}, planned with care.`,
          category: EVENT_CATEGORIES[i % EVENT_CATEGORIES.length]!,
          fromDate: from,
          toDate: new Date(from.getTime() + 6 * 3600_000),
          time: "09:00",
          state,
          city,
          totalSlots: 10,
          availableSlots: 10,
          paymentType: "dutch" as const,
          createdBy: hosts[i % hosts.length]!.id,
          status: "approved" as const,
        };
      }),
    );
  }
  await db.execute(sql`ANALYZE`);
}

type Result = { name: string; rps: number; p50: number; p99: number; errors: number };

async function measure(name: string, url: string, headers: Record<string, string>): Promise<Result> {
  // A short warm-up, then the measured run.
  await autocannon({ url, connections: CONNECTIONS, duration: 2, headers });
  const r = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS, headers });
  return {
    name,
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.non2xx + r.errors,
  };
}

const database = await openBenchDatabase();
const started = Date.now();
await seed(database);
console.log(
  `Seeded ${EVENTS} approved events on ${database.kind} in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
);

const config: Config = {
  env: "production",
  port: 0,
  host: "127.0.0.1",
  dataDir,
  databaseUrl: undefined,
  redisUrl: undefined,
  publicUrl: undefined,
  googleClientId: undefined,
  adminEmails: [],
  sessionSecret: "bench-secret-bench-secret-bench-secret-0123",
  demoData: false,
  rateLimits: false,
  trustProxy: false,
  devIdpPublic: false,
  // The push measurement's push service listens on loopback (bench-web-push.ts).
  pushLoopback: true,
  shutdownDelayMs: 0,
  logLevel: "silent",
  requestTimeoutMs: 60_000,
  imageCacheBytes: 64 * 1024 * 1024,
  webDir: undefined,
  smtpUrl: undefined,
  mailFrom: "Meetup <no-reply@meetup.invalid>",
  // The bench measures requests; emails would only be log lines.
  jobsWorker: false,
  // The join -> push latency is measured whatever the hour: no member is in quiet hours.
  defaultQuietHours: false,
  testClock: false,
  vapid: { ...webpush.generateVAPIDKeys(), subject: "mailto:no-reply@meetup.invalid" },
  metrics: { port: undefined, host: "127.0.0.1", token: undefined },
};
const app = await buildApp(config, { database, logger: false });
await app.listen({ port: 0, host: "127.0.0.1" });
const address = app.server.address() as { port: number };
const base = `http://127.0.0.1:${address.port}`;
const [member] = await database.db
  .select({ id: users.id })
  .from(users)
  .where(eq(users.email, "member1@bench.test"));
const { accessToken } = await createSession({
  db: database.db,
  keys: app.deps.sessionKeys,
  userId: member!.id,
});
const auth = { authorization: `Bearer ${accessToken}` };

const bare = await startBareFastify();
const bareResult = await measure("bare Fastify, same JSON", bare.url, {});
await bare.stop();
const results = [
  await measure("no database (GET /api/auth/config)", `${base}/api/auth/config`, {}),
  await measure("events, first page", `${base}/api/events`, auth),
  await measure("events, text search", `${base}/api/events?q=trek%20sun`, auth),
  await measure(
    "events, category + location",
    `${base}/api/events?category=Adventure%20%26%20Treks&location=pune`,
    auth,
  ),
  await measure(`matching, 1 of ${MEMBERS + 200} members`, `${base}/api/matching`, auth),
];

const baseline = results[0]!;
console.log(`\n${database.kind}, ${EVENTS} events, ${CONNECTIONS} connections, ${SECONDS} s per route\n`);
console.log("route                                  req/s     p50 ms  p99 ms  vs bare  vs no-db  errors");
for (const r of [bareResult, ...results]) {
  console.log(
    `${r.name.padEnd(38)} ${r.rps.toFixed(0).padStart(7)} ${String(r.p50).padStart(9)} ${String(r.p99).padStart(7)} ${(r.rps / bareResult.rps).toFixed(3).padStart(8)} ${(r.rps / baseline.rps).toFixed(3).padStart(9)} ${String(r.errors).padStart(7)}`,
  );
}
const rt = await benchRealtime(app, database, base);
const ms = (n: number) => n.toFixed(1).padStart(7);
console.log(
  `\nrealtime: ${rt.deliveries} deliveries (${rt.deliveries / 5} clients in one group, 5 messages)`,
);
console.log(
  `delivery latency  p50 ${ms(rt.p50)} ms  p99 ${ms(rt.p99)} ms   (x${(rt.p50 / rt.roundTripMs).toFixed(1)} / x${(rt.p99 / rt.roundTripMs).toFixed(1)} one no-db HTTP round trip, ${rt.roundTripMs.toFixed(2)} ms)`,
);
console.log(
  `one 3-s poll      ${ms(rt.pollMs)} ms server time (p99 ${rt.pollP99.toFixed(1)} ms), x${(rt.pollMs / rt.baselineMs).toFixed(1)} the no-db route (${rt.baselineMs.toFixed(2)} ms); 500 members polling cost ${((rt.pollMs * 500) / 3000).toFixed(2)} s of server time per second`,
);

const push = await benchPush(app, database, base);
console.log(
  `push, not pull    ${push.requests} HTTP requests from ${push.recipients} recipients (chat list, unread and notifications active) while ${push.messages} group messages arrived: ${push.perRecipient.toFixed(3)} per message per recipient`,
);

// Last, since it starts the job worker.
const webPush = await benchWebPush(app, database, base);
console.log(
  `web push          join request -> push at the push service, ${webPush.requests} requests (${webPush.concurrency} at once) with ${webPush.subscribed} members subscribed: p50 ${webPush.p50.toFixed(1)} ms  p99 ${webPush.p99.toFixed(1)} ms  max ${webPush.max.toFixed(1)} ms`,
);

const firstPage = results[1]!;
const matching = results[4]!;
const noDbShare = baseline.rps / bareResult.rps;
console.log(
  `\nBudget: the no-database route at least 50 % of bare Fastify's req/s: ${noDbShare >= 0.5 ? "met" : "MISSED"} (${(noDbShare * 100).toFixed(0)} %).`,
);
const budgets = [
  { name: "events first page p99", value: firstPage.p99, limit: 30, load: `${CONNECTIONS} connections` },
  { name: "matching p99", value: matching.p99, limit: 100, load: `${CONNECTIONS} connections` },
  { name: "realtime delivery p99", value: Math.round(rt.p99), limit: 200, load: "500 clients in one group" },
  // A join request's push handed to the push service within half a second, under bursts.
  {
    name: "join request -> push p99",
    value: Math.round(webPush.p99),
    limit: 500,
    load: `${webPush.concurrency} requests at once, ${webPush.subscribed} members subscribed`,
  },
];
const PUSH_BUDGET = 0.05;
console.log("");
console.log(
  `Budget: HTTP requests per delivered group message per recipient at most ${PUSH_BUDGET}: ${push.perRecipient <= PUSH_BUDGET ? "met" : "MISSED"} (${push.perRecipient.toFixed(3)}).`,
);
for (const b of budgets) {
  const verdict = b.value < b.limit ? "met" : "MISSED";
  console.log(`Budget: ${b.name} under ${b.limit} ms with ${b.load}: ${verdict} (${b.value} ms).`);
}
const budgetsMet =
  budgets.every((b) => b.value < b.limit) && noDbShare >= 0.5 && push.perRecipient <= PUSH_BUDGET;

await app.close();
await database.close();
await scratch?.drop();
rmSync(dataDir, { recursive: true, force: true });
process.exit(budgetsMet ? 0 : 1);
