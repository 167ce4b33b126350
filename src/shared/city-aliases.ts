import { normaliseCityName } from "./city-normalise";
import { RENAMED_CITIES } from "./city-renames";

export { normaliseCityName };

// The names people use for a city that the locations list spells otherwise: former names, local
// spellings and short forms (issue 27 item 1). Each points at the listed name and its state code, so
// "Cochin" in a form or a search finds what is listed as Kochi, Kerala. Keys are lower case; matching
// folds case, spaces and dots (normaliseCityName). The former names of the cities the list now
// carries under their current one (city-renames.ts) are aliases too, from that table.
export const CITY_ALIASES: Readonly<Record<string, { city: string; stateCode: string }>> = {
  ...Object.fromEntries(
    RENAMED_CITIES.map((r) => [normaliseCityName(r.former), { city: r.current, stateCode: r.stateCode }]),
  ),
  ernakulam: { city: "Kochi", stateCode: "KL" },
  bangalore: { city: "Bengaluru", stateCode: "KA" },
  bengalooru: { city: "Bengaluru", stateCode: "KA" },
  blr: { city: "Bengaluru", stateCode: "KA" },
  bombay: { city: "Mumbai", stateCode: "MH" },
  calcutta: { city: "Kolkata", stateCode: "WB" },
  madras: { city: "Chennai", stateCode: "TN" },
  mysore: { city: "Mysuru", stateCode: "KA" },
  baroda: { city: "Vadodara", stateCode: "GJ" },
  trivandrum: { city: "Thiruvananthapuram", stateCode: "KL" },
  benares: { city: "Varanasi", stateCode: "UP" },
  banaras: { city: "Varanasi", stateCode: "UP" },
  kashi: { city: "Varanasi", stateCode: "UP" },
  pondicherry: { city: "Puducherry", stateCode: "PY" },
  pondy: { city: "Puducherry", stateCode: "PY" },
  simla: { city: "Shimla", stateCode: "HP" },
  vizag: { city: "Visakhapatnam", stateCode: "AP" },
  calicut: { city: "Kozhikode", stateCode: "KL" },
  mangalore: { city: "Mangaluru", stateCode: "KA" },
  belgaum: { city: "Belagavi", stateCode: "KA" },
  hubli: { city: "Hubballi", stateCode: "KA" },
  gauhati: { city: "Guwahati", stateCode: "AS" },
  cawnpore: { city: "Kanpur", stateCode: "UP" },
  udhagamandalam: { city: "Ooty", stateCode: "TN" },
  ootacamund: { city: "Ooty", stateCode: "TN" },
  coorg: { city: "Madikeri", stateCode: "KA" },
  kodagu: { city: "Madikeri", stateCode: "KA" },
  alleppey: { city: "Alappuzha", stateCode: "KL" },
  poona: { city: "Pune", stateCode: "MH" },
  trichy: { city: "Tiruchirappalli", stateCode: "TN" },
  tiruchi: { city: "Tiruchirappalli", stateCode: "TN" },
  nasik: { city: "Nashik", stateCode: "MH" },
  panjim: { city: "Panaji", stateCode: "GA" },
  margao: { city: "Madgaon", stateCode: "GA" },
  sambhajinagar: { city: "Chhatrapati Sambhajinagar", stateCode: "MH" },
  vasco: { city: "Vasco da Gama", stateCode: "GA" },
  lonavala: { city: "Lonavla", stateCode: "MH" },
  chikmagalur: { city: "Chikkamagaluru", stateCode: "KA" },
  tumkur: { city: "Tumakuru", stateCode: "KA" },
};

// The listed city a name stands for, when it is an alias; null when it is not one (it may still be a
// listed name itself).
export function cityAlias(name: string): { city: string; stateCode: string } | null {
  return CITY_ALIASES[normaliseCityName(name)] ?? null;
}
