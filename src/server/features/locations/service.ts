import { asc, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { locations } from "../../db/schema";

// Loads every state and union territory of India with its cities, once, on an empty table.
export async function seedLocations(opts: { db: Db }): Promise<number> {
  const [existing] = await opts.db.select({ n: sql<number>`count(*)::int` }).from(locations);
  if ((existing?.n ?? 0) > 0) return 0;
  // Imported lazily: the package carries every country's cities and is needed only on first start.
  const { State, City } = await import("country-state-city");
  const rows = State.getStatesOfCountry("IN").map((state) => ({
    state: state.name,
    stateCode: state.isoCode,
    cities: [...new Set(City.getCitiesOfState("IN", state.isoCode).map((c) => c.name))].sort((a, b) =>
      a.localeCompare(b, "en"),
    ),
  }));
  await opts.db.insert(locations).values(rows).onConflictDoNothing();
  return rows.length;
}

export async function listLocations(opts: { db: Db }) {
  return opts.db
    .select({ id: locations.id, state: locations.state, cities: locations.cities })
    .from(locations)
    .orderBy(asc(locations.state));
}
