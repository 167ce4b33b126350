import { describe, expect, it } from "vitest";
import {
  byCategoryOf,
  type Listing,
  type ListingSnapshot,
  listingsAmong,
  placeAmong,
  positionOf,
} from "./listing-index";

// A search keeps each place it has read as the matches there (search-matches.ts `view`), filtered from
// the place's own sorted lists rather than grouped and sorted again on every walk: the two must give
// the same place, in the same orders, over random populations.
const CATEGORIES = ["Food & Coffee Trails", "Adventure & Treks", "Weekend Getaways"];
const POINTS = [
  { lat: 18.52, lng: 73.86 },
  { lat: 19.07, lng: 72.88 },
  { lat: 12.97, lng: 77.59 },
];

function population(n: number, seed: number): { snapshot: ListingSnapshot; random: () => number } {
  let x = seed;
  const random = () => {
    x = (x * 1103515245 + 12345) % 2147483648;
    return x / 2147483648;
  };
  const listings = Array.from({ length: n }, (_, i): Listing => {
    const point = POINTS[Math.floor(random() * POINTS.length)]!;
    return {
      id: `l${Math.floor(random() * 1e9)}-${i}`,
      category: CATEGORIES[Math.floor(random() * CATEGORIES.length)]!,
      city: "x",
      state: "y",
      lat: point.lat,
      lng: point.lng,
      fromMs: 0,
      toMs: 1,
      startDay: "2026-12-01",
      trip: false,
      createdBy: "h",
      availableSlots: 1,
      going: [],
      record: 0,
      createdMs: 0,
      // Few distinct bases, so that ties fall to the ids.
      base: Math.floor(random() * 5) / 10,
    };
  });
  const places = POINTS.map((p) => {
    const here = listings
      .map((l, i) => ({ l, i }))
      .filter(({ l }) => l.lat === p.lat)
      .sort((a, b) => b.l.base - a.l.base || (a.l.id < b.l.id ? -1 : a.l.id > b.l.id ? 1 : 0))
      .map(({ i }) => i);
    return { ...p, listings: here, byCategory: byCategoryOf(listings, here) };
  });
  const snapshot = {
    generation: 1,
    loadedAt: 0,
    soonAt: 0,
    listings,
    places,
    unplaced: [],
    hosts: new Map(),
  } as ListingSnapshot;
  return { snapshot, random };
}

describe("a place as a search sees it", () => {
  it("holds the matches in the orders grouping and sorting them gives", () => {
    for (let seed = 1; seed <= 20; seed++) {
      const { snapshot, random } = population(300, seed);
      const share = random();
      const ids = new Set(snapshot.listings.filter(() => random() < share).map((l) => l.id));
      const sorted = listingsAmong(snapshot, ids, () => false, false);
      const marks = new Uint8Array(snapshot.listings.length);
      for (const id of ids) marks[positionOf(snapshot, id)!] = 1;
      snapshot.places.forEach((place, k) => {
        const filtered = placeAmong(place, marks);
        expect(filtered.listings).toEqual(sorted.places[k]!.listings);
        expect([...filtered.byCategory]).toEqual([...sorted.places[k]!.byCategory]);
      });
    }
  });
});
