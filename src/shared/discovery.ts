// What "For you" knows about experiences and members, for the server's ranking and the screens'
// labels alike (issue 27, docs/discovery.md). Pure and small: cards import the labels.

// The orders and radii of the events screen (issue 27); the API's query contract reads them too.
export const DISCOVERY_SORTS = ["for-you", "soonest", "nearest"] as const;
export const DISCOVERY_RADII = ["city", "50", "200", "any"] as const;
export type DiscoverySort = (typeof DISCOVERY_SORTS)[number];
export type DiscoveryRadius = (typeof DISCOVERY_RADII)[number];

import { distancePart, englishReason } from "./discovery-reasons";

const INDIA_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/**
 * A trip is decided by how long it lasts, never by its category (issue 41): one that keeps its
 * members out for a night or more, that is under way through the whole of 01:00 to 05:00 India time
 * of some night (an overnight trek back at dawn, a weekend away), is ranked with the gentle trip
 * decay; a one-morning ride or an evening out that ends at 02:00 is not, whatever its category, and
 * decays like any meetup. Whether it reads "Trip" to a member also takes how far it is from them
 * (`TRIP_AWAY_KM`, discovery-reasons.ts).
 */
export function isTrip(event: { fromDate: string | Date; toDate: string | Date }): boolean {
  const from = new Date(event.fromDate).getTime() + INDIA_OFFSET_MS;
  const to = new Date(event.toDate).getTime() + INDIA_OFFSET_MS;
  // The first 01:00 in India at or after the start: the night it would have to last through.
  let night = Math.floor(from / DAY_MS) * DAY_MS + HOUR_MS;
  if (night < from) night += DAY_MS;
  return to >= night + 4 * HOUR_MS;
}

// "In Pune", "12 km", "Trip · 340 km": how far, as cards and the event page say it.
export function distanceLabel(opts: {
  distanceKm: number | null;
  trip: boolean;
  city: string;
  homeCity?: string | null;
}): string | null {
  const part = distancePart(opts);
  return part && englishReason(part);
}

// Distances travel to the screens to a tenth of a kilometre: enough for "12 km", not a position.
export const roundedKm = (km: number | null) => (km === null ? null : Math.round(km * 10) / 10);

// Kilometres between two points on the same flat map the server's SQL uses (docs/discovery.md).
export function kmBetween(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const cosLat = Math.cos((a.lat * Math.PI) / 180);
  return 111.2 * Math.sqrt((b.lat - a.lat) ** 2 + (cosLat * (b.lng - a.lng)) ** 2);
}
