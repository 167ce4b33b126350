// `npm run quality:discovery`: how good "For you" is on a seeded population (issue 27): members in 35
// cities, 10,000 experiences. For every sampled member whose city has at least 10 upcoming
// experiences, at least 8 of their first 10 must be within 50 km or a trip in a scene they chose, and
// none one they cannot join (full, their own, women-only for someone else, a blocked member's); and
// issue 41's cases hold (a trip is a trip: discovery-trip-cases.ts).
// QUALITY_DATABASE_URL=postgres://… runs it on PostgreSQL; PGlite otherwise.
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { type Database, openDatabase } from "../src/server/db/client";
import { events, users } from "../src/server/db/schema";
import { discoverEvents } from "../src/server/features/discovery/service";
import { cityIndex } from "../src/server/features/locations/city-index";
import { createMemberIndex } from "../src/server/features/matching/member-index";
import { isTrip, kmBetween } from "../src/shared/discovery";
import { likedCategories } from "../src/shared/scene-categories";
import { scratchDatabase } from "./bench-database";
import { seedBenchData } from "./bench-seed";
import { tripCases } from "./discovery-trip-cases";

const EVENTS = Number(process.env.QUALITY_EVENTS ?? 10_000);
const SAMPLE = Number(process.env.QUALITY_MEMBERS ?? 350);
const pgUrl = process.env.QUALITY_DATABASE_URL;
const dataDir = mkdtempSync(path.join(os.tmpdir(), "meetup-quality-"));
const scratch = pgUrl ? await scratchDatabase(pgUrl, `meetup_quality_${process.pid}`) : undefined;
const database: Database = scratch
  ? await openDatabase({ kind: "postgres", url: scratch.url, poolSize: 4 })
  : await openDatabase({ kind: "pglite", dataDir });
await seedBenchData(database, { events: EVENTS, members: 2_000 });
const { db } = database;
const index = createMemberIndex(db);
const places = await cityIndex(db);

// Upcoming listings per listed city, to know whose city has at least 10.
const upcoming = await db
  .select({ city: events.city, state: events.state })
  .from(events)
  .where(eq(events.status, "approved"));
const perCity = new Map<string, number>();
for (const e of upcoming) perCity.set(`${e.city}|${e.state}`, (perCity.get(`${e.city}|${e.state}`) ?? 0) + 1);

const members = await db
  .select({ id: users.id, city: users.currentCity, gender: users.gender, prefs: users.scenePreferences })
  .from(users)
  .where(eq(users.issuer, "bench"))
  .limit(SAMPLE);

let judged = 0;
let good = 0;
let unjoinable = 0;
const worst: string[] = [];
for (const m of members) {
  const home = places.find(m.city);
  if (!home || (perCity.get(`${home.city}|${home.state}`) ?? 0) < 10) continue;
  judged++;
  const page = await discoverEvents({ db, index, viewerId: m.id, query: { limit: 10 }, now: new Date() });
  const liked = likedCategories(m.prefs);
  const cards = page.rows.map((r) => r.card);
  const near = cards.filter((e) => {
    const km = e.lat !== null && e.lng !== null ? kmBetween(home, { lat: e.lat, lng: e.lng }) : null;
    return (km !== null && km <= 50) || (isTrip(e) && liked.has(e.category));
  }).length;
  const cannot = cards.filter(
    (e) =>
      e.availableSlots === 0 ||
      e.createdBy === m.id ||
      (e.category === "Women-Only Trips" && m.gender !== "female"),
  ).length;
  if (near >= 8) good++;
  else if (worst.length < 5) worst.push(`${m.city}: ${near}/10 near or a chosen trip`);
  unjoinable += cannot;
}

// Issue 41's cases, on the same population (discovery-trip-cases.ts).
const cases = await tripCases(db, index, new Date());

const share = judged ? good / judged : 0;
console.log(
  `${database.kind}, ${EVENTS} experiences, ${judged} members judged (cities with 10 or more upcoming)`,
);
console.log(
  `members with at least 8 of their first 10 within 50 km or a chosen trip: ${good}/${judged} (${(share * 100).toFixed(1)} %)`,
);
console.log(`first-page listings they cannot join: ${unjoinable}`);
for (const line of worst) console.log(`  below: ${line}`);
for (const c of cases) console.log(`case ${c.holds ? "holds" : "FAILS"}: ${c.name} (${c.detail})`);
const met = judged > 0 && good === judged && unjoinable === 0 && cases.every((c) => c.holds);
console.log(
  `Budget: every judged member gets at least 8 of 10 near or chosen, none unjoinable, every case holds: ${met ? "met" : "MISSED"}.`,
);

await database.close();
await scratch?.drop();
rmSync(dataDir, { recursive: true, force: true });
process.exit(met ? 0 : 1);
