import { doublePrecision, index, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { id } from "./helpers";

// Every city of the locations list with its coordinates (from country-state-city, like the list), so
// that an experience knows where it is and a member how far it is from home (issue 27 item 1). Names
// are the listed ones; the names people also use (Kochi, Gurugram, Bombay…) resolve to them in
// shared/city-aliases.ts, not here.
export const cities = pgTable(
  "cities",
  {
    id: id(),
    stateCode: text("state_code").notNull(),
    state: text("state").notNull(),
    name: text("name").notNull(),
    lat: doublePrecision("lat").notNull(),
    lng: doublePrecision("lng").notNull(),
  },
  (t) => [uniqueIndex("cities_state_name_uq").on(t.state, t.name), index("cities_name_idx").on(t.name)],
);
