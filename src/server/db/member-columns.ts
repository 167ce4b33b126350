import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { users } from "./schema";

// The columns a query selects to show a member, written once so every list of people reads the
// same fields: who they are (id, name, avatar) from users or an alias of it (a flag's reporter),
// and for lists of members also their gender and where they live.
export const personColumns = <T extends { id: AnyPgColumn; name: AnyPgColumn; avatar: AnyPgColumn }>(
  table: T,
): Pick<T, "id" | "name" | "avatar"> => ({ id: table.id, name: table.name, avatar: table.avatar });

export const memberSummaryColumns = {
  ...personColumns(users),
  gender: users.gender,
  city: users.currentCity,
  country: users.currentCountry,
};
