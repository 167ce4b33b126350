// `npm run bench`: latency and throughput of the API on loopback at a size (BENCH_EVENTS listings,
// BENCH_MEMBERS members; 10,000 each unless said), on PGlite or, with
// BENCH_DATABASE_URL=postgres://…, on a scratch database beside the one it names. It measures what
// issue 39 budgets: computed pages (each request another member, bench-pages.ts), the page cache
// apart, matching, a churn run (bench-churn.ts), a freshly started instance (bench-fresh.ts), then
// realtime, push-not-pull, phone codes and web push; each figure against a route that does no
// database work and a bare Fastify route measured in the same run. It prints one table of every
// figure with its budget (bench-budgets.ts) and exits non-zero when a checked budget is missed.
import { execSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { buildApp } from "../src/server/app";
import { type Database, openDatabase } from "../src/server/db/client";
import { prepareData } from "../src/server/prepare-data";
import { startSmsReceiver } from "../src/server/test/sms-receiver";
import { startBareFastify } from "./bench-bare";
import { printBudgets, type Row } from "./bench-budgets";
import { seedConversations } from "./bench-chat-seed";
import { benchChurn } from "./bench-churn";
import { benchConfig } from "./bench-config";
import { scratchDatabase } from "./bench-database";
import { benchFresh } from "./bench-fresh";
import { CONNECTIONS, type Figure, measure, rotation, settleWith } from "./bench-load";
import { benchPages } from "./bench-pages";
import { benchPush, PUSH_MEMBERS } from "./bench-push";
import { benchRealtime, REALTIME_MEMBERS } from "./bench-realtime";
import { seedBenchData } from "./bench-seed";
import { benchSms, SMS_MEMBERS } from "./bench-sms";
import { benchWebPush, WEB_PUSH_MEMBERS } from "./bench-web-push";

const EVENTS = Number(process.env.BENCH_EVENTS ?? 10_000);
const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 10_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
// Each quiet or churn phase of the churn run (four per page).
const CHURN_PHASE_SECONDS = Number(process.env.BENCH_CHURN_SECONDS ?? 3);
// Members signed in and asked for in turn: more than 2 seconds of requests at the fastest page, so
// that the page cache serves none of them (the table says when a figure repeated a member sooner).
// 3,000 were enough while a ranked page took 1,000 a second; on a quiet machine it takes 2,000.
const VIEWERS = Math.min(12_000, MEMBERS);
// Members whose chat list holds 200 conversations, asked for in turn.
const TALKERS = 10;

// The realtime, push, SMS and web push measurements sign in members of their own number ranges:
// a seed too small for them is said before minutes of seeding, not found at the end.
const membersNeeded = Math.max(
  ...[REALTIME_MEMBERS, PUSH_MEMBERS, SMS_MEMBERS, WEB_PUSH_MEMBERS].map((r) => r.first + r.count),
);
if (MEMBERS < membersNeeded) {
  console.error(
    `npm run bench needs BENCH_MEMBERS of at least ${membersNeeded} (asked for ${MEMBERS}): the realtime, push, SMS and web push measurements sign in members ${REALTIME_MEMBERS.first}-${membersNeeded - 1} of the seed.`,
  );
  process.exit(2);
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), "meetup-bench-"));
const pgUrl = process.env.BENCH_DATABASE_URL;
const pgName = `meetup_bench_${process.pid}`;
let scratch: Awaited<ReturnType<typeof scratchDatabase>> | undefined;

async function openBenchDatabase(): Promise<Database> {
  if (!pgUrl) return openDatabase({ kind: "pglite", dataDir });
  scratch = await scratchDatabase(pgUrl, pgName);
  return openDatabase({ kind: "postgres", url: scratch.url, poolSize: CONNECTIONS });
}

const load = () =>
  execSync("uptime")
    .toString()
    .trim()
    .replace(/^.*load/, "load");
console.log(`Machine at start: ${os.cpus().length} cores, ${load()}`);
const database = await openBenchDatabase();
// Issue 39's budgets are given for this size on PostgreSQL; smaller runs check the earlier ones.
const fullSize = database.kind === "postgres" && EVENTS >= 100_000 && MEMBERS >= 100_000;
let started = Date.now();
await seedBenchData(database, { events: EVENTS, members: MEMBERS });
const seededIn = (Date.now() - started) / 1000;
started = Date.now();
const { talkerIds } = await seedConversations(database, {
  talkers: TALKERS,
  companions: 200,
  messagesEach: 50,
  background: 5 * MEMBERS,
  blocks: Math.round(MEMBERS / 5),
});
console.log(
  `Seeded ${EVENTS} listings and ${MEMBERS} members on ${database.kind} in ${seededIn.toFixed(1)} s; ${TALKERS} members' 200 conversations and ${5 * MEMBERS} other messages in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
);

// The SMS provider on loopback (bench-sms.ts): each code's arrival ends its measurement.
const smsArrivals = new Map<string, (at: number) => void>();
const smsReceiver = await startSmsReceiver("bench-sms-token-0123456789", {
  onAccepted: (sms, at) => smsArrivals.get(sms.to)?.(at),
});
const config = benchConfig({ dataDir, databaseUrl: undefined, sms: smsReceiver });
const app = await buildApp(config, { database, logger: false });
// Requests the server is still answering (bench-load.ts waits for none before the next run): counted
// when they come and when their answer is ready to send, sent or not (a dropped request's too).
let inFlight = 0;
app.addHook("onRequest", async () => {
  inFlight += 1;
});
app.addHook("onSend", async () => {
  inFlight -= 1;
});
settleWith(async () => {
  const deadline = Date.now() + 60_000;
  while (inFlight > 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
});
// As an instance starts (main.ts): reference data, then the member index and listing snapshot warm.
await prepareData(app);
await app.listen({ port: 0, host: "127.0.0.1" });
const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
const { pages, cached } = await benchPages(app, database, base, { viewers: VIEWERS, talkerIds });

const bare = await startBareFastify();
const bareResult = await measure("bare Fastify, same JSON", bare.url, [{ path: "/config" }], SECONDS);
await bare.stop();
const noDb = await measure(
  "no database (GET /api/auth/config)",
  base,
  [{ path: "/api/auth/config" }],
  SECONDS,
);
const figures: Figure[] = [];
for (const page of [...pages, cached])
  figures.push(await measure(page.name, base, page.turns, SECONDS, page.pageCache));

console.log(
  `\n${database.kind}, ${EVENTS} listings, ${MEMBERS} members, ${CONNECTIONS} connections, ${SECONDS} s per route, ${VIEWERS} members in turn\n`,
);
console.log("route                                       req/s   p50 ms   p99 ms  vs bare  vs no-db  errors");
for (const r of [bareResult, noDb, ...figures]) {
  console.log(
    `${r.name.padEnd(40)} ${r.rps.toFixed(0).padStart(7)} ${r.p50.toFixed(1).padStart(8)} ${r.p99.toFixed(1).padStart(8)} ${(r.rps / bareResult.rps).toFixed(3).padStart(8)} ${(r.rps / noDb.rps).toFixed(3).padStart(9)} ${String(r.errors).padStart(7)}${r.firstError ? ` (${r.firstError})` : ""}${r.repeats ? "  (a member came round within 2 s: partly cached)" : ""}`,
  );
}

console.log(
  `\nchurn: one listing (cancelled by its host through the API) and one member (answers changed in the database) every second; phases quiet/churn/churn/quiet of ${CHURN_PHASE_SECONDS} s, longer for a page too slow to answer 5,000 requests each side in them`,
);
const churn = await benchChurn(
  app,
  database,
  base,
  pages,
  CHURN_PHASE_SECONDS,
  (name) => figures.find((f) => f.name === name)?.rps ?? 0,
);
console.log(
  "route                                    phase s  quiet p99  churn p99    added  changes  errors",
);
for (const c of churn) {
  console.log(
    `${c.name.padEnd(40)} ${String(c.phaseSeconds).padStart(7)} ${c.quietP99.toFixed(1).padStart(9)} ${c.churnP99.toFixed(1).padStart(10)} ${c.addedMs.toFixed(1).padStart(8)} ${String(c.changes).padStart(8)} ${String(c.errors).padStart(7)}`,
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

// Phone codes under the For-you load, the first 500 members in turn.
const forYou = pages[0]!;
const sms = await benchSms(
  app,
  database,
  base,
  smsReceiver,
  {
    connections: CONNECTIONS,
    url: `${base}/api/events`,
    headers: {},
    rotate: forYou.turns.slice(0, 500).map((t) => t.headers!),
  },
  smsArrivals,
);
await smsReceiver.close();
console.log(
  `sms               phone code request -> SMS at the provider on loopback, ${sms.requests} members (${sms.concurrency} at once) under the ranked-page load (${CONNECTIONS} connections, ${sms.loadRps.toFixed(0)} req/s meanwhile): p50 ${sms.p50.toFixed(1)} ms  p99 ${sms.p99.toFixed(1)} ms  max ${sms.max.toFixed(1)} ms (alone, before the load: p50 ${sms.quietP50.toFixed(1)} ms  p99 ${sms.quietP99.toFixed(1)} ms)`,
);

// Last on this instance, since it starts the job worker.
const webPush = await benchWebPush(app, database, base);
console.log(
  `web push          join request -> push at the push service, ${webPush.requests} requests (${webPush.concurrency} at once) with ${webPush.subscribed} members subscribed: p50 ${webPush.p50.toFixed(1)} ms  p99 ${webPush.p99.toFixed(1)} ms  max ${webPush.max.toFixed(1)} ms (the join answered: p50 ${webPush.answeredP50.toFixed(1)} ms  p99 ${webPush.answeredP99.toFixed(1)} ms)`,
);

await app.close();
await database.close();
const fresh = await benchFresh({
  dataDir,
  databaseUrl: scratch?.url,
  members: [forYou.turns[1]!.headers!, forYou.turns[2]!.headers!],
  load: rotation(forYou.turns),
  loadSeconds: SECONDS,
});
console.log(
  `fresh instance    start -> ready ${fresh.startToReadyMs.toFixed(0)} ms; ready -> first ranked page ${fresh.readyToFirstPageMs.toFixed(1)} ms; the next member's page ${fresh.secondPageMs.toFixed(1)} ms`,
);
// BENCH_KEEP_DATABASE=1 keeps the PostgreSQL scratch database, to read the misses' plans after.
if (process.env.BENCH_KEEP_DATABASE === "1" && scratch) console.log(`kept ${scratch.url}`);
else await scratch?.drop();
rmSync(dataDir, { recursive: true, force: true });

// ---- The table: every figure, its budget, and whether this size checks it ----
const at = (name: string) => figures.find((f) => f.name === name)!;
const rows: Row[] = [
  {
    figure: "no-database route, share of bare Fastify req/s",
    value: (noDb.rps / bareResult.rps) * 100,
    unit: "%",
    budget: 50,
    compare: ">=",
    checked: true,
  },
  ...pages.map((page): Row => {
    const f = at(page.name);
    // Issue 27's budget for the first page before issue 39's size: 50 ms on PGlite, 30 on PostgreSQL.
    const earlier =
      page === pages[0] ? (database.kind === "pglite" ? 50 : 30) : page.budgetMs === 100 ? 100 : null;
    const kept = page.name.startsWith("matching, kept");
    return {
      figure: `${page.name} p99`,
      value: f.p99,
      unit: "ms",
      budget: fullSize || earlier === null ? page.budgetMs : earlier,
      checked: fullSize || page === pages[0] || kept,
      note: [
        f.requests ? "" : "no answer within the run",
        f.errors ? `${f.errors} errors (${f.firstError})` : "",
        f.repeats ? "partly cached: a member came round within 2 s" : "",
      ]
        .filter(Boolean)
        .join("; "),
    };
  }),
  {
    figure: "For you, page cache (1 member) p99",
    value: at(cached.name).p99,
    unit: "ms",
    budget: 50,
    checked: false,
    note: "served from the page cache: for comparison only",
  },
  ...churn.map(
    (c): Row => ({
      figure: `churn adds to ${c.name} p99`,
      value: c.addedMs,
      unit: "ms",
      budget: 10,
      checked: fullSize,
      note: `${c.quietP99.toFixed(1)} -> ${c.churnP99.toFixed(1)} ms, ${c.changes} listings cancelled${c.errors ? `, ${c.errors} errors` : ""}`,
    }),
  ),
  {
    figure: "fresh instance: ready -> first ranked page",
    value: fresh.readyToFirstPageMs,
    unit: "ms",
    budget: 1000,
    checked: fullSize,
    note: `start -> ready ${(fresh.startToReadyMs / 1000).toFixed(1)} s`,
  },
  {
    figure: "fresh instance: peak memory (RSS)",
    value: fresh.maxRssMb ?? Number.NaN,
    unit: "MB",
    budget: 400,
    checked: fullSize,
    note: fresh.rebuiltUnderLoad
      ? `start, ${SECONDS} s of For you, a quarter of the listings changed at once (a rebuild) during it`
      : `start and ${SECONDS} s of For you (no rebuild: PGlite takes one process)`,
  },
  {
    figure: "join request -> web push p99",
    value: webPush.p99,
    unit: "ms",
    budget: 500,
    checked: true,
    note: `${webPush.concurrency} at once, ${webPush.subscribed} subscribed`,
  },
  { figure: "realtime delivery p99", value: rt.p99, unit: "ms", budget: 200, checked: true },
  {
    figure: "phone code -> SMS p99",
    value: sms.p99,
    unit: "ms",
    budget: 1000,
    checked: true,
    note: "under the For-you load",
  },
  {
    figure: "HTTP requests per pushed message per recipient",
    value: push.perRecipient,
    unit: "per msg",
    budget: 0.05,
    compare: "<=",
    checked: true,
  },
];
const budgetsMet = printBudgets(
  `Budgets: ${database.kind}, ${EVENTS} listings, ${MEMBERS} members, ${CONNECTIONS} connections (${fullSize ? "issue 39's size: its budgets checked" : "issue 39's budgets checked at 100,000/100,000 on PostgreSQL only"}); machine at the end: ${load()}`,
  rows,
);
process.exit(budgetsMet ? 0 : 1);
