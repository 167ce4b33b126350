// What "For you" knows about experiences and members, for the server's ranking and the screens'
// labels alike (issue 27, docs/discovery.md). Pure and small: cards import the labels.
import type { EventCategory } from "./options";

// The orders and radii of the events screen (issue 27); the API's query contract reads them too.
export const DISCOVERY_SORTS = ["for-you", "soonest", "nearest"] as const;
export const DISCOVERY_RADII = ["city", "50", "200", "any"] as const;
export type DiscoverySort = (typeof DISCOVERY_SORTS)[number];
export type DiscoveryRadius = (typeof DISCOVERY_RADII)[number];

import { distancePart, englishReason } from "./discovery-reasons";

// Kinds of experience people travel for: they are ranked with a gentler distance decay than an
// evening meetup, and labelled "Trip · 340 km".
export const TRIP_CATEGORIES: ReadonlySet<string> = new Set<EventCategory>([
  "Weekend Getaways",
  "Adventure & Treks",
  "Camping & Bonfire Nights",
  "Beach & Island Escapes",
  "Hill Stations & Scenic Stays",
  "Wellness & Yoga Retreats",
  "Bike Rides & Road Trips",
  "Offbeat & Hidden Escapes",
  "Women-Only Trips",
  "Solo-Friendly Group Trips",
]);

const INDIA_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;
const indiaDay = (at: string | Date) =>
  new Date(new Date(at).getTime() + INDIA_OFFSET_MS).toISOString().slice(0, 10);

// A trip: a kind people travel for, or anything over more than one day in India.
export function isTrip(event: { category: string; fromDate: string | Date; toDate: string | Date }): boolean {
  return TRIP_CATEGORIES.has(event.category) || indiaDay(event.fromDate) !== indiaDay(event.toDate);
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
