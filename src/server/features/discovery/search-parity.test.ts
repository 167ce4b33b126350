import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ListEventsQuery } from "../../../shared/contracts/events";
import { type Database, type Db, openDatabase } from "../../db/client";
import { openTestDatabase, testDatabaseKind } from "../../test/database";
import { createEvent, createUser } from "../../test/factories";
import { seedLocations } from "../locations/service";
import { createMemberIndex, type MemberIndex } from "../matching/member-index";
import { searchPaging } from "./search-matches";
import { discoverEvents } from "./service";

// The same searches on PGlite and on PostgreSQL answer the same listings in the same order (issue 39
// item 3): a word, a prefix, a typo, an accent either way, a city's other name (a short form, or a
// former name and the current one: issue 41 item 4), two words, nothing.
// A PostgreSQL run (TEST_DATABASE_URL) also opens a PGlite and compares the two; each run also checks
// the answers against the listings made, and that reading matches a few at a time (the rings and
// pages of search-matches.ts) answers what reading them whole does.

const DAY = 86_400_000;
const HOUR = 3_600_000;
const CITIES: [string, string][] = [
  ["Pune", "Maharashtra"],
  ["Mumbai", "Maharashtra"],
  ["Bengaluru", "Karnataka"],
  ["Nashik", "Maharashtra"],
  ["Chennai", "Tamil Nadu"],
  ["Rishikesh", "Uttarakhand"],
  ["Kochi", "Kerala"],
  ["Gurugram", "Haryana"],
];
const WORDS = ["trek", "trekking", "rafting", "café", "cafe", "crème", "yoga", "chai", "sunset"];
const COUNT = 54;

type Made = { name: string; city: string; words: string[] };
const made: Made[] = Array.from({ length: COUNT }, (_, i) => {
  const words = [WORDS[i % WORDS.length]!, WORDS[(i * 4 + 1) % WORDS.length]!];
  return { name: `${words[0]} ${words[1]} ${i}`, city: CITIES[i % CITIES.length]![0], words };
});

type Side = { kind: string; database: Database; index: MemberIndex; viewerId: string };
const sides: Side[] = [];
const now = new Date();

async function populate(database: Database, kind: string): Promise<Side> {
  const db: Db = database.db;
  const host = await createUser(db, { currentCity: "Mumbai" });
  const viewer = await createUser(db, { currentCity: "Pune" });
  for (const [i, m] of made.entries()) {
    const [city, state] = CITIES[i % CITIES.length]!;
    const from = new Date(now.getTime() + DAY + i * 7 * HOUR);
    await createEvent(db, {
      createdBy: host.id,
      name: m.name,
      description: "An easy outing with new friends.",
      category: "Adventure & Outdoors",
      city,
      state,
      fromDate: from,
      toDate: new Date(from.getTime() + 4 * HOUR),
      availableSlots: i % 7 === 0 ? 0 : 5,
    });
  }
  // Never found: not listed, or over.
  await createEvent(db, { createdBy: host.id, name: "trek café pending", status: "pending" });
  await createEvent(db, { createdBy: host.id, name: "rafting cancelled", eventStatus: "cancelled" });
  await createEvent(db, {
    createdBy: host.id,
    name: "trek over",
    fromDate: new Date(now.getTime() - 3 * DAY),
    toDate: new Date(now.getTime() - 2 * DAY),
  });
  return { kind, database, index: createMemberIndex(db), viewerId: viewer.id };
}

beforeAll(async () => {
  const own = await openTestDatabase();
  sides.push(await populate(own, testDatabaseKind()));
  if (testDatabaseKind() === "postgres") {
    const pglite = await openDatabase({ kind: "pglite-memory" });
    await seedLocations({ db: pglite.db });
    sides.push(await populate(pglite, "pglite"));
  }
}, 240_000);
afterAll(async () => {
  for (const side of sides) await side.database.close();
});

// Every page of a search, following the cursor: the names, in order.
async function search(side: Side, q: string, sort: "for-you" | "soonest"): Promise<string[]> {
  const names: string[] = [];
  let cursor: string | undefined;
  for (let pages = 0; pages < 30; pages++) {
    const query = { q, sort, limit: 7, cursor } as ListEventsQuery;
    const page = await discoverEvents({
      db: side.database.db,
      index: side.index,
      viewerId: side.viewerId,
      query,
      now,
    });
    names.push(...page.rows.map((r) => r.card.name));
    if (!page.nextCursor) return names;
    cursor = page.nextCursor;
  }
  throw new Error("more than 30 pages");
}

const named = (test: (m: Made) => boolean) =>
  made
    .filter(test)
    .map((m) => m.name)
    .sort();
const has = (...words: string[]) => named((m) => m.words.some((w) => words.includes(w)));

const QUERIES: [q: string, expected: string[]][] = [
  ["trek", has("trek", "trekking")],
  ["tre", has("trek", "trekking")],
  ["trekking", has("trekking")],
  ["rafitng", has("rafting")],
  ["cafe", has("café", "cafe")],
  ["café", has("café", "cafe")],
  ["CRÈME", has("crème")],
  ["creme", has("crème")],
  ["bangalore", named((m) => m.city === "Bengaluru")],
  ["kochi", named((m) => m.city === "Kochi")],
  ["cochin", named((m) => m.city === "Kochi")],
  ["gurugram", named((m) => m.city === "Gurugram")],
  ["Gurgaon", named((m) => m.city === "Gurugram")],
  ["pune trek", named((m) => m.city === "Pune" && m.words.some((w) => w.startsWith("trek")))],
  ["yoga chai", named((m) => m.words.includes("yoga") && m.words.includes("chai"))],
  ["xyzzy", []],
];

describe("search on both databases", () => {
  it.each(QUERIES)("%s finds the same listings in the same order", async (q, expected) => {
    for (const sort of ["for-you", "soonest"] as const) {
      const answers = [];
      for (const side of sides) answers.push(await search(side, q, sort));
      // Read a few at a time: a probe of 2, rings from 3 listings, Soonest's pages from 2 matches;
      // every ring read by testing each listing, then every ring read from the full-text index.
      const saved = { ...searchPaging };
      try {
        for (const scanFrom of [0, Number.POSITIVE_INFINITY]) {
          Object.assign(searchPaging, { probe: 2, firstRing: 3, soonestPage: 2, scanFrom });
          for (const side of sides) answers.push(await search(side, q, sort));
        }
      } finally {
        Object.assign(searchPaging, { soonestPage: undefined }, saved);
      }
      expect([...answers[0]!].sort(), `${q} ${sort}`).toEqual(expected);
      for (const answer of answers.slice(1)) expect(answer, `${q} ${sort}`).toEqual(answers[0]);
    }
  });

  it("ran on both databases when PostgreSQL is the run's", () => {
    expect(sides.map((s) => s.kind)).toEqual(
      testDatabaseKind() === "postgres" ? ["postgres", "pglite"] : ["pglite"],
    );
  });
});
