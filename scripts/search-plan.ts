// `npx tsx --tsconfig tsconfig.server.json scripts/search-plan.ts`: discovery search at 100,000
// listings on PostgreSQL (issue 39 item 3). Times searches as the app runs them (For you and Soonest,
// each request a different member, the page cache bypassed) and prints EXPLAIN (ANALYZE, BUFFERS) of
// the statements a search makes. BENCH_DATABASE_URL names the server (default: local); BENCH_EVENTS
// the listings (default 100,000); SEARCH_PLAN_KEEP=1 keeps the seeded database (meetup_search_plan)
// and reuses it on the next run (migrating it first, so a run after a new migration times that too).
import { sql } from "drizzle-orm";
import { openDatabase, queryRows } from "../src/server/db/client";
import { users } from "../src/server/db/schema";
import { searchMatchReads } from "../src/server/features/discovery/search-matches";
import { readWordsQuery } from "../src/server/features/discovery/search-words";
import { discoverEvents } from "../src/server/features/discovery/service";
import { createMemberIndex } from "../src/server/features/matching/member-index";
import type { ListEventsQuery } from "../src/shared/contracts/events";
import { keptOrScratchDatabase } from "./bench-database";
import { seedBenchData } from "./bench-seed";

const adminUrl = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const EVENTS = Number(process.env.BENCH_EVENTS ?? 100_000);
const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 20_000);
const ROUNDS = Number(process.env.SEARCH_PLAN_ROUNDS ?? 40);
const keep = process.env.SEARCH_PLAN_KEEP === "1";
const name = "meetup_search_plan";

// The statements a search makes, explained one by one: the words (a typo: its corrections by
// trigrams), the probe of a common word, the ring of places a Pune member's walk reads first, and
// Soonest's first page.
const listed = sql`status = 'approved' and event_status = 'ongoing' and to_date >= now()`;
const searchStatements = [
  {
    name: 'words of "trekk rafitng cafe"',
    query: readWordsQuery(["trekk", "rafitng", "cafe"], [true, true, true]),
  },
  {
    name: 'probe of "trek" (201 matches)',
    query: sql`select id, from_date from events where ${listed} and search_vector @@ to_tsquery('simple', 'trek:*') limit 201`,
  },
  {
    name: 'first ring of "trek" for a Pune member (the places nearest, 2,000 listings or more)',
    query: sql`select id, from_date from events where ${listed} and search_vector @@ to_tsquery('simple', 'trek:*')
      and lat in (select lat from cities where name = 'Pune' and state = 'Maharashtra')`,
  },
  {
    // How the app reads a common word's ring (search-matches.ts `scanned`): by the place index, each
    // row tested.
    name: "the same ring read row by row, as for a word with many holders",
    query: sql`select id from events where ${listed} and (search_vector @@ to_tsquery('simple', 'trek:*')) is true
      and lat in (select lat from cities where name = 'Pune' and state = 'Maharashtra')`,
  },
  {
    name: 'Soonest\'s first page of "trek" matches (4 pages of 20)',
    query: sql`select id, from_date from events where ${listed} and search_vector @@ to_tsquery('simple', 'trek:*')
      order by from_date, id limit 84`,
  },
  {
    name: 'Soonest\'s first page of "cafe" matches',
    query: sql`select id, from_date from events where ${listed} and search_vector @@ to_tsquery('simple', 'cafe:*')
      order by from_date, id limit 84`,
  },
];

const scratch = await keptOrScratchDatabase(adminUrl, name, keep);
const reuse = scratch.seeded;
const migrating = Date.now();
const database = await openDatabase({ kind: "postgres", url: scratch.url, poolSize: 4 });
console.log(`opened and migrated in ${Date.now() - migrating} ms`);
try {
  if (!reuse) {
    const started = Date.now();
    await seedBenchData(database, { events: EVENTS, members: MEMBERS });
    console.log(`seeded ${EVENTS} listings and ${MEMBERS} members in ${Date.now() - started} ms`);
  }
  const { db } = database;
  await db.execute(sql`analyze`);
  for (const statement of searchStatements) {
    const plan = await queryRows<{ "QUERY PLAN": string }>(
      db,
      sql`explain (analyze, buffers) ${statement.query}`,
    );
    console.log(`\n--- ${statement.name}\n${plan.map((line) => line["QUERY PLAN"]).join("\n")}`);
  }

  const members = await db
    .select({ id: users.id })
    .from(users)
    .limit(ROUNDS * 8 + 20);
  const index = createMemberIndex(db);
  const warm = Date.now();
  await discoverEvents({ db, index, viewerId: members[0]!.id, query: { limit: 20 }, now: new Date() });
  console.log(`\nfirst ranked page (member index and listing snapshot built) in ${Date.now() - warm} ms`);
  let m = 1;
  for (const q of ["trek", "trekk", "rafitng", "cafe", "bangalore trek", "xyzzy"]) {
    for (const sort of ["for-you", "soonest"] as const) {
      const times: number[] = [];
      let shown = 0;
      const before = { ...searchMatchReads };
      for (let i = 0; i < ROUNDS; i++) {
        const query = { q, sort, limit: 20 } as ListEventsQuery;
        const at = performance.now();
        const page = await discoverEvents({
          db,
          index,
          viewerId: members[m++ % members.length]!.id,
          query,
          now: new Date(),
        });
        times.push(performance.now() - at);
        shown += page.rows.length;
      }
      times.sort((a, b) => a - b);
      const pick = (p: number) => times[Math.min(times.length - 1, Math.floor(p * times.length))]!.toFixed(1);
      console.log(
        `search ${JSON.stringify(q)} ${sort}: p50 ${pick(0.5)} ms, p90 ${pick(0.9)} ms, p99 ${pick(0.99)} ms, max ${times.at(-1)!.toFixed(1)} ms (${(shown / ROUNDS).toFixed(1)} cards a page; ${((searchMatchReads.ids - before.ids) / ROUNDS).toFixed(0)} matching ids in ${((searchMatchReads.statements - before.statements) / ROUNDS).toFixed(1)} statements a search)`,
      );
    }
  }
} finally {
  await database.close();
  await scratch.drop();
}
