// `npm run bench`: throughput and latency of the API on loopback, each figure also as a ratio to a
// route that does no database work, measured in the same run on the same machine.
// BENCH_DATABASE_URL=postgres://… runs it on PostgreSQL instead of the embedded PGlite.
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { sql } from "drizzle-orm";
import pg from "pg";
import { buildApp } from "../src/server/app";
import type { Config } from "../src/server/config";
import { type Database, openDatabase } from "../src/server/db/client";
import { events, users } from "../src/server/db/schema";
import { createSession } from "../src/server/features/auth/session-service";
import { seedLocations } from "../src/server/features/locations/service";
import { EVENT_CATEGORIES } from "../src/shared/options";

const EVENTS = Number(process.env.BENCH_EVENTS ?? 10_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = 10;

const dataDir = mkdtempSync(path.join(os.tmpdir(), "meetup-bench-"));
const pgUrl = process.env.BENCH_DATABASE_URL;
const pgName = `meetup_bench_${process.pid}`;

async function openBenchDatabase(): Promise<Database> {
  if (!pgUrl) return openDatabase({ kind: "pglite", dataDir });
  const admin = new pg.Client({ connectionString: pgUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${pgName}`);
  await admin.end();
  const url = new URL(pgUrl);
  url.pathname = `/${pgName}`;
  return openDatabase({ kind: "postgres", url: url.toString(), poolSize: CONNECTIONS });
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
  logLevel: "silent",
  webDir: undefined,
};
const app = await buildApp(config, { database, logger: false });
await app.listen({ port: 0, host: "127.0.0.1" });
const address = app.server.address() as { port: number };
const base = `http://127.0.0.1:${address.port}`;
const [member] = await database.db.select({ id: users.id }).from(users).limit(1);
const { accessToken } = await createSession({ db: database.db, key: app.deps.key, userId: member!.id });
const auth = { authorization: `Bearer ${accessToken}` };

const results = [
  await measure("no database (GET /api/auth/config)", `${base}/api/auth/config`, {}),
  await measure("events, first page", `${base}/api/events`, auth),
  await measure("events, text search", `${base}/api/events?q=trek%20sun`, auth),
  await measure(
    "events, category + location",
    `${base}/api/events?category=Adventure%20%26%20Treks&location=pune`,
    auth,
  ),
];

const baseline = results[0]!;
console.log(`\n${database.kind}, ${EVENTS} events, ${CONNECTIONS} connections, ${SECONDS} s per route\n`);
console.log("route                                  req/s     p50 ms  p99 ms  req/s vs no-db  errors");
for (const r of results) {
  console.log(
    `${r.name.padEnd(38)} ${r.rps.toFixed(0).padStart(7)} ${String(r.p50).padStart(9)} ${String(r.p99).padStart(7)} ${(r.rps / baseline.rps).toFixed(3).padStart(15)} ${String(r.errors).padStart(7)}`,
  );
}
const firstPage = results[1]!;
const budget = 50;
console.log(
  `\nBudget: first page p99 under ${budget} ms with ${CONNECTIONS} connections: ${firstPage.p99 < budget ? "met" : "MISSED"} (${firstPage.p99} ms).`,
);

await app.close();
await database.close();
if (pgUrl) {
  const admin = new pg.Client({ connectionString: pgUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${pgName} WITH (FORCE)`);
  await admin.end();
}
rmSync(dataDir, { recursive: true, force: true });
process.exit(firstPage.p99 < budget ? 0 : 1);
