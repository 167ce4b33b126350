import { and, asc, eq, gt, inArray, isNull, sql } from "drizzle-orm";
import { listedCityName } from "../../../shared/city-renames";
import type { Db } from "../../db/client";
import { cities, events, locations } from "../../db/schema";
import { renameCities } from "./rename-cities";

// Loads every state and union territory of India with its cities, once, on an empty table; then the
// cities' coordinates (issue 27), on a database made before they were kept. Cities the package still
// carries under a former name take their current one (shared/city-renames.ts), here and, on a
// database loaded before, by renameCities.
export async function seedLocations(opts: { db: Db }): Promise<number> {
  const states = await seedStates(opts);
  await seedCities(opts);
  await renameCities(opts);
  return states;
}

async function seedStates(opts: { db: Db }): Promise<number> {
  const [existing] = await opts.db.select({ n: sql<number>`count(*)::int` }).from(locations);
  if ((existing?.n ?? 0) > 0) return 0;
  // Imported lazily: the package carries every country's cities and is needed only on first start.
  const { State, City } = await import("country-state-city");
  const rows = State.getStatesOfCountry("IN").map((state) => ({
    state: state.name,
    stateCode: state.isoCode,
    cities: [
      ...new Set(
        City.getCitiesOfState("IN", state.isoCode).map((c) => listedCityName(state.isoCode, c.name)),
      ),
    ].sort((a, b) => a.localeCompare(b, "en")),
  }));
  await opts.db.insert(locations).values(rows).onConflictDoNothing();
  return rows.length;
}

// Every listed city with its coordinates, and the coordinates of experiences listed before cities had
// them. The same package and the same names as the locations list, so every listed city has a row.
async function seedCities(opts: { db: Db }): Promise<void> {
  const [existing] = await opts.db.select({ n: sql<number>`count(*)::int` }).from(cities);
  if ((existing?.n ?? 0) === 0) {
    const { State, City } = await import("country-state-city");
    const stateNames = new Map(State.getStatesOfCountry("IN").map((s) => [s.isoCode, s.name]));
    const seen = new Set<string>();
    const rows = City.getCitiesOfCountry("IN")
      ?.filter((c) => stateNames.has(c.stateCode))
      .map((c) => ({
        stateCode: c.stateCode,
        state: stateNames.get(c.stateCode)!,
        name: listedCityName(c.stateCode, c.name),
        lat: Number(c.latitude),
        lng: Number(c.longitude),
      }))
      .filter((c) => Number.isFinite(c.lat) && Number.isFinite(c.lng))
      .filter((c) => !seen.has(`${c.state}|${c.name}`) && seen.add(`${c.state}|${c.name}`));
    // In chunks: one statement with 4,000 rows of parameters is more than PostgreSQL takes.
    for (let i = 0; i < (rows?.length ?? 0); i += 500) {
      await opts.db
        .insert(cities)
        .values(rows!.slice(i, i + 500))
        .onConflictDoNothing();
    }
  }
  await placeEvents(opts);
}

// Gives listings made before cities had coordinates (or loaded in bulk: demo data, a restored
// backup) their city's coordinates. A no-op once every listing has them.
// In batches by id: one statement over every unplaced listing was planned on a table whose
// statistics did not know them yet (just loaded), and went through the cities once per listing:
// 77 s for 10,000 listings and more than 18 minutes for 40,000 on PostgreSQL. A batch is bounded
// whatever the plan, and each commits its own changes for the snapshots (ADR 0051).
const PLACE_BATCH = 2000;

export async function placeEvents(opts: { db: Db }): Promise<void> {
  let after: string | null = null;
  for (;;) {
    const batch: { id: string }[] = await opts.db
      .select({ id: events.id })
      .from(events)
      .where(and(isNull(events.lat), after ? gt(events.id, after) : undefined))
      .orderBy(asc(events.id))
      .limit(PLACE_BATCH);
    if (batch.length === 0) return;
    await opts.db
      .update(events)
      .set({ lat: cities.lat, lng: cities.lng })
      .from(cities)
      .where(
        and(
          inArray(
            events.id,
            batch.map((b) => b.id),
          ),
          eq(cities.state, events.state),
          eq(cities.name, events.city),
        ),
      );
    if (batch.length < PLACE_BATCH) return;
    after = batch.at(-1)!.id;
  }
}

export async function listLocations(opts: { db: Db }) {
  return opts.db
    .select({ id: locations.id, state: locations.state, cities: locations.cities })
    .from(locations)
    .orderBy(asc(locations.state));
}
