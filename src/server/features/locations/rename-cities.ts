import { and, eq, inArray, or, sql } from "drizzle-orm";
import { RENAMED_CITIES } from "../../../shared/city-renames";
import type { Db } from "../../db/client";
import { cities, events, locations, users } from "../../db/schema";

// A database loaded before the list took the cities' current names (issue 41 item 4) still has the
// former ones: in the list the create form offers, in the cities table, on its listings and on the
// members who typed them. On each start one read on indexed rows asks whether any is left (a
// restored backup brings them back); when one is, all are renamed in one transaction, so a listing
// never shows a name its city's row no longer has. A start-time step and not a migration, like
// placeEvents: on a new database the tables are filled after the migrations, by the seed, which
// already writes the current names. Answers how many listings it renamed.
export async function renameCities(opts: { db: Db }): Promise<number> {
  const { db } = opts;
  const formers = RENAMED_CITIES.map((r) => r.former);
  const stale = await db
    .select({ stateCode: cities.stateCode })
    .from(cities)
    .where(
      or(...RENAMED_CITIES.map((r) => and(eq(cities.stateCode, r.stateCode), eq(cities.name, r.former)))),
    )
    .limit(1);
  const staleLists = await db
    .select({ stateCode: locations.stateCode })
    .from(locations)
    .where(
      sql`${locations.cities} && array[${sql.join(
        formers.map((f) => sql`${f}`),
        sql`, `,
      )}]::text[]`,
    )
    .limit(1);
  if (stale.length === 0 && staleLists.length === 0) return 0;

  return db.transaction(async (tx) => {
    const lists = await tx
      .select({
        id: locations.id,
        state: locations.state,
        stateCode: locations.stateCode,
        cities: locations.cities,
      })
      .from(locations)
      .where(
        inArray(
          locations.stateCode,
          RENAMED_CITIES.map((r) => r.stateCode),
        ),
      );
    let renamed = 0;
    for (const rename of RENAMED_CITIES) {
      const list = lists.find((l) => l.stateCode === rename.stateCode);
      const [state] = list
        ? [list.state]
        : (
            await tx
              .select({ state: cities.state })
              .from(cities)
              .where(eq(cities.stateCode, rename.stateCode))
              .limit(1)
          ).map((c) => c.state);
      if (list?.cities.includes(rename.former)) {
        list.cities = [...new Set(list.cities.map((c) => (c === rename.former ? rename.current : c)))].sort(
          (a, b) => a.localeCompare(b, "en"),
        );
        await tx.update(locations).set({ cities: list.cities }).where(eq(locations.id, list.id));
      }
      // The row under its current name, unless one is already there (then the former one goes).
      const formerRow = and(eq(cities.stateCode, rename.stateCode), eq(cities.name, rename.former));
      await tx
        .update(cities)
        .set({ name: rename.current })
        .where(
          and(
            formerRow,
            sql`not exists (select 1 from ${cities} c where c.state_code = ${rename.stateCode} and c.name = ${rename.current})`,
          ),
        );
      await tx.delete(cities).where(formerRow);
      if (state) {
        const moved = await tx
          .update(events)
          .set({ city: rename.current })
          .where(and(eq(events.state, state), eq(events.city, rename.former)))
          .returning({ id: events.id });
        renamed += moved.length;
      }
      // Members typed their city; the former name of a city no other keeps is that city's.
      if (!rename.formerStillListed) {
        await tx
          .update(users)
          .set({ currentCity: rename.current })
          .where(sql`lower(btrim(${users.currentCity})) = ${rename.former.toLowerCase()}`);
      }
    }
    return renamed;
  });
}
