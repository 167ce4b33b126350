// `npm run bench`: throughput and latency of the API on loopback, each figure also as a ratio to a
// route that does no database work, measured in the same run on the same machine.
// BENCH_DATABASE_URL=postgres://… runs it on PostgreSQL instead of the embedded PGlite.
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { eq } from "drizzle-orm";
import webpush from "web-push";
import { buildApp } from "../src/server/app";
import type { Config } from "../src/server/config";
import { type Database, openDatabase } from "../src/server/db/client";
import { users } from "../src/server/db/schema";
import { createSession } from "../src/server/features/auth/session-service";
import { startSmsReceiver } from "../src/server/test/sms-receiver";
import { startBareFastify } from "./bench-bare";
import { scratchDatabase } from "./bench-database";
import { benchPush } from "./bench-push";
import { benchRealtime } from "./bench-realtime";
import { seedBenchData } from "./bench-seed";
import { benchSms } from "./bench-sms";
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

type Result = { name: string; rps: number; p50: number; p99: number; errors: number };

async function measure(
  name: string,
  url: string,
  headers: Record<string, string>,
  // Each request as the next of these members (a ranked page is per member: one member's would be
  // served from the 2-second page cache and measure nothing).
  rotate: Record<string, string>[] = [],
): Promise<Result> {
  let turn = 0;
  const requests = rotate.length
    ? [
        {
          setupRequest: (req: { headers?: Record<string, string> }) => {
            req.headers = { ...req.headers, ...rotate[turn++ % rotate.length] };
            return req;
          },
        },
      ]
    : undefined;
  // A short warm-up, then the measured run.
  await autocannon({ url, connections: CONNECTIONS, duration: 2, headers, requests } as autocannon.Options);
  const r = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: SECONDS,
    headers,
    requests,
  } as autocannon.Options);
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
await seedBenchData(database, { events: EVENTS, members: MEMBERS });
console.log(
  `Seeded ${EVENTS} approved events on ${database.kind} in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
);

// The SMS provider on loopback (bench-sms.ts): each code's arrival ends its measurement.
const smsArrivals = new Map<string, (at: number) => void>();
const smsReceiver = await startSmsReceiver("bench-sms-token-0123456789", {
  onAccepted: (sms, at) => smsArrivals.get(sms.to)?.(at),
});

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
  // One hop, as behind a balancer: the SMS measurement's members each come from their own address
  // (X-Forwarded-For); the other measurements send none and are seen at the socket's.
  trustProxy: 1,
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
  sms: { url: smsReceiver.url, token: smsReceiver.token, countries: ["IN"] },
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
// 500 members in 35 cities, each asking for their own ranked first page.
const viewers = await database.db
  .select({ id: users.id })
  .from(users)
  .where(eq(users.issuer, "bench"))
  .limit(500);
const rotation = await Promise.all(
  viewers.map(async (v) => {
    const session = await createSession({ db: database.db, keys: app.deps.sessionKeys, userId: v.id });
    return { authorization: `Bearer ${session.accessToken}` };
  }),
);

const bare = await startBareFastify();
const bareResult = await measure("bare Fastify, same JSON", bare.url, {});
await bare.stop();
const results = [
  await measure("no database (GET /api/auth/config)", `${base}/api/auth/config`, {}),
  await measure("events, ranked first page, 500 members", `${base}/api/events`, auth, rotation),
  await measure(
    "events, near me 50 km, 500 members",
    `${base}/api/events?within=50&near=18.52,73.86`,
    auth,
    rotation,
  ),
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

const sms = await benchSms(
  app,
  database,
  base,
  smsReceiver,
  { connections: CONNECTIONS, url: `${base}/api/events`, headers: auth, rotate: rotation },
  smsArrivals,
);
await smsReceiver.close();
console.log(
  `sms               phone code request -> SMS at the provider on loopback, ${sms.requests} members (${sms.concurrency} at once) under the ranked-page load (${CONNECTIONS} connections, ${sms.loadRps.toFixed(0)} req/s meanwhile): p50 ${sms.p50.toFixed(1)} ms  p99 ${sms.p99.toFixed(1)} ms  max ${sms.max.toFixed(1)} ms (alone, before the load: p50 ${sms.quietP50.toFixed(1)} ms  p99 ${sms.quietP99.toFixed(1)} ms)`,
);

// Last, since it starts the job worker.
const webPush = await benchWebPush(app, database, base);
console.log(
  `web push          join request -> push at the push service, ${webPush.requests} requests (${webPush.concurrency} at once) with ${webPush.subscribed} members subscribed: p50 ${webPush.p50.toFixed(1)} ms  p99 ${webPush.p99.toFixed(1)} ms  max ${webPush.max.toFixed(1)} ms`,
);

const firstPage = results[1]!;
const matching = results[5]!;
const noDbShare = baseline.rps / bareResult.rps;
console.log(
  `\nBudget: the no-database route at least 50 % of bare Fastify's req/s: ${noDbShare >= 0.5 ? "met" : "MISSED"} (${(noDbShare * 100).toFixed(0)} %).`,
);
const budgets = [
  // Issue 27: For you's first page, ranked per member: at 10,000 experiences within 50 ms on PGlite
  // and 30 on PostgreSQL; at 100,000 (BENCH_EVENTS=100000, PostgreSQL) within 50.
  {
    name: "ranked first page p99",
    value: firstPage.p99,
    limit: database.kind === "pglite" || EVENTS >= 100_000 ? 50 : 30,
    load: `${CONNECTIONS} connections, ${EVENTS} experiences, ${rotation.length} members in turn`,
  },
  { name: "matching p99", value: matching.p99, limit: 100, load: `${CONNECTIONS} connections` },
  { name: "realtime delivery p99", value: Math.round(rt.p99), limit: 200, load: "500 clients in one group" },
  // A join request's push handed to the push service within half a second, under bursts.
  {
    name: "join request -> push p99",
    value: Math.round(webPush.p99),
    limit: 500,
    load: `${webPush.concurrency} requests at once, ${webPush.subscribed} members subscribed`,
  },
  // Issue 38: a phone code reaches the SMS provider within a second, under the bench's load.
  {
    name: "phone code -> SMS p99",
    value: Math.round(sms.p99),
    limit: 1000,
    load: `${sms.concurrency} members at once, ${CONNECTIONS} connections on the ranked first page`,
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
