import type { User } from "./queries/users";

/** "City, Country" of SPEC 3: the stored location, else built from currentLocation. */
export function locationOf(user: Pick<User, "location" | "currentLocation">): string {
  if (user.location?.trim()) return user.location;
  const { city = "", country = "" } = user.currentLocation ?? {};
  return [city, country].filter((part) => part.trim() !== "").join(", ");
}
