import { cityAlias, normaliseCityName } from "../../../shared/city-aliases";
import type { Db } from "../../db/client";
import { cities } from "../../db/schema";

export type Place = { city: string; state: string; lat: number; lng: number };

export type CityIndex = {
  // The listed city a name (listed or alias, any case) stands for; in `state` when given, else the
  // first listed city of that name.
  find(name: string, state?: string): Place | null;
};

// Cities never change while the app runs (they are reference data loaded at start), so each database's
// index is read once: about 4,000 rows, a few hundred kilobytes.
const indexes = new WeakMap<Db, Promise<CityIndex>>();

export function cityIndex(db: Db): Promise<CityIndex> {
  let index = indexes.get(db);
  if (!index) {
    index = loadIndex(db);
    indexes.set(db, index);
    index.catch(() => indexes.delete(db));
  }
  return index;
}

async function loadIndex(db: Db): Promise<CityIndex> {
  const rows = await db
    .select({
      city: cities.name,
      state: cities.state,
      stateCode: cities.stateCode,
      lat: cities.lat,
      lng: cities.lng,
    })
    .from(cities)
    .orderBy(cities.state, cities.name);
  const byName = new Map<string, Place[]>();
  const stateByCode = new Map<string, string>();
  for (const row of rows) {
    const key = normaliseCityName(row.city);
    const places = byName.get(key) ?? [];
    places.push({ city: row.city, state: row.state, lat: row.lat, lng: row.lng });
    byName.set(key, places);
    stateByCode.set(row.stateCode, row.state);
  }
  return {
    find(name, state) {
      // An alias names its city unless a state is given that is not the alias's and lists the name
      // itself: "Aurangabad" alone is Chhatrapati Sambhajinagar, but "Aurangabad", Bihar is Bihar's.
      const alias = cityAlias(name);
      const aliasState = alias ? stateByCode.get(alias.stateCode) : undefined;
      const listed = byName.get(normaliseCityName(name)) ?? [];
      if (alias && (!state || state === aliasState || !listed.some((p) => p.state === state))) {
        const places = byName.get(normaliseCityName(alias.city)) ?? [];
        return places.find((p) => p.state === aliasState) ?? null;
      }
      return (state ? listed.find((p) => p.state === state) : listed[0]) ?? null;
    },
  };
}
