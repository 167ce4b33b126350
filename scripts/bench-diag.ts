// Where a missed page's time goes, on a database a bench run kept (BENCH_KEEP_DATABASE=1):
// `npx tsx --tsconfig tsconfig.server.json scripts/bench-diag.ts postgres://…/meetup_bench_<pid>`.
// Each page asked once at a time (no concurrency: its own service time, which 10 connections
// queue behind), the search's parts timed apart, and the plans of its statements.
import { sql } from "drizzle-orm";
import { buildApp } from "../src/server/app";
import { openDatabase, queryRows } from "../src/server/db/client";
import { createSession } from "../src/server/features/auth/session-service";
import { companionsQuery } from "../src/server/features/chat/direct-service";
import { searchTsquery } from "../src/server/features/discovery/search-words";
import { benchConfig } from "./bench-config";

const url = process.argv[2]!;
const database = await openDatabase({ kind: "postgres", url, poolSize: 4 });
const app = await buildApp(
  benchConfig({ dataDir: "/tmp", databaseUrl: undefined, sms: { url: "http://127.0.0.1:9/", token: "x" } }),
  { database, logger: false },
);
const { db } = database;
const time = async <T>(f: () => Promise<T>): Promise<[T, number]> => {
  const t = performance.now();
  const r = await f();
  return [r, performance.now() - t];
};
const members = await queryRows<{ id: string }>(
  db,
  sql`select id from users where issuer = 'bench' and subject like 'member-%' order by created_at, id limit 40 offset 5000`,
);
const [talker] = await queryRows<{ id: string }>(db, sql`select id from users where subject = 'member-3'`);
const [listing] = await queryRows<{ id: string }>(
  db,
  sql`select id from events where name like '% meetup 777%' limit 1`,
);
const token = async (userId: string) =>
  `Bearer ${(await createSession({ db, keys: app.deps.sessionKeys, userId })).accessToken}`;

// Parts of a search, alone: its words, folded and corrected on search_words' indexes (ADR 0052).
for (const q of ["trek", "trekk"]) {
  const [tsq, ms] = await time(() => searchTsquery(db, q));
  console.log(`"${q}" -> ${tsq?.tsquery} (${tsq?.holders} holders): words read in ${ms.toFixed(1)} ms`);
}
const plan = async (title: string, q: ReturnType<typeof sql>) => {
  const rows = await queryRows<{ "QUERY PLAN": string }>(db, sql`explain (analyze, buffers) ${q}`);
  console.log(`\n${title}\n${rows.map((r) => r["QUERY PLAN"]).join("\n")}`);
};
await plan(
  "search ids for trek",
  sql`select id from events where status = 'approved' and event_status = 'ongoing' and to_date >= now() and search_vector @@ to_tsquery('simple', 'trek:*')`,
);
await plan("chat list of a 200-conversation member", companionsQuery(db, talker!.id));

// Each page alone, five times (the first after a cold start of this process's caches is shown apart).
const pages: [string, string][] = [
  ["For you, first page", "/api/events"],
  ["Near me 50 km", "/api/events?within=50&near=18.52,73.86"],
  ['search "trek"', "/api/events?q=trek"],
  ['search "trekk"', "/api/events?q=trekk"],
  ["event detail", `/api/events/${listing!.id}`],
  ["matching (new viewer)", "/api/matching"],
];
console.log("\npage alone (a different member each time): ms per request");
let next = 0;
for (const [name, path] of pages) {
  const times: number[] = [];
  for (let i = 0; i < 5; i++) {
    const authorization = await token(members[next++ % members.length]!.id);
    const [res, ms] = await time(() => app.inject({ method: "GET", url: path, headers: { authorization } }));
    if (res.statusCode !== 200) throw new Error(`${name}: ${res.statusCode}`);
    times.push(ms);
  }
  console.log(`${name.padEnd(24)} ${times.map((t) => t.toFixed(0).padStart(6)).join(" ")}`);
}
const chatTimes: number[] = [];
const authorization = await token(talker!.id);
for (let i = 0; i < 5; i++) {
  const [, ms] = await time(() =>
    app.inject({ method: "GET", url: "/api/message/getAllFriends", headers: { authorization } }),
  );
  chatTimes.push(ms);
}
console.log(`${"chat list (200)".padEnd(24)} ${chatTimes.map((t) => t.toFixed(0).padStart(6)).join(" ")}`);
await app.close();
await database.close();
