import { normaliseCityName } from "./city-normalise";

// Cities the locations list (country-state-city) still carries under a former name, and the name they
// carry now (issue 41 item 4): the one their state, the railways and the press use, and the one a
// listing shows. The list, the cities table and every listing take the current name; the former one
// stays an alias (city-aliases.ts), so "Cochin" in a search, a form or a member's profile still finds
// Kochi. `formerStillListed`: another city of the list keeps the former name (Aurangabad, Bihar), so
// a member who typed it is left as they wrote it.
export type CityRename = {
  stateCode: string;
  former: string;
  current: string;
  formerStillListed?: true;
};

export const RENAMED_CITIES: readonly CityRename[] = [
  { stateCode: "KL", former: "Cochin", current: "Kochi" },
  { stateCode: "HR", former: "Gurgaon", current: "Gurugram" },
  { stateCode: "UP", former: "Allahabad", current: "Prayagraj" },
  { stateCode: "MH", former: "Aurangabad", current: "Chhatrapati Sambhajinagar", formerStillListed: true },
  { stateCode: "KA", former: "Hospet", current: "Hosapete" },
  { stateCode: "KA", former: "Shimoga", current: "Shivamogga" },
  // Not a rename but the city's own spelling: the list's "Bhubaneshwar" is nobody's.
  { stateCode: "OR", former: "Bhubaneshwar", current: "Bhubaneswar" },
];

/** The name a city of the list carries now: its current one when the list has a former one. */
export function listedCityName(stateCode: string, name: string): string {
  return RENAMED_CITIES.find((r) => r.stateCode === stateCode && r.former === name)?.current ?? name;
}

/**
 * The name to keep for a city a member typed: the current one when they typed a former name that
 * no other listed city keeps ("gurgaon" -> "Gurugram"); else what they typed.
 */
export function currentNameForTyped(typed: string): string {
  const key = normaliseCityName(typed);
  const rename = RENAMED_CITIES.find((r) => !r.formerStillListed && normaliseCityName(r.former) === key);
  return rename?.current ?? typed;
}
