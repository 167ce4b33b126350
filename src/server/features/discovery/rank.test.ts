import { describe, expect, it } from "vitest";
import { toProfile } from "../../../shared/compatibility";
import { kmBetween } from "../../../shared/discovery";
import { byCategoryOf, type Listing, type ListingSnapshot } from "./listing-index";
import { finalScore, proximity, rankListings } from "./rank";

// The walk stops early (nearest place first, each place's listings best first by what they are worth
// alone): it must answer exactly what scoring every listing and sorting them all would.
const CATEGORIES = [
  "Food & Coffee Trails",
  "Adventure & Treks",
  "Weekend Getaways",
  "Nightlife & Social Meetups",
];
const PLACES = [
  { lat: 18.52, lng: 73.86 },
  { lat: 19.07, lng: 72.88 },
  { lat: 18.0, lng: 73.4 },
  { lat: 20.0, lng: 73.8 },
  { lat: 12.97, lng: 77.59 },
  { lat: 28.61, lng: 77.21 },
];

function snapshot(n: number, seed: number): Pick<ListingSnapshot, "listings" | "places" | "unplaced"> {
  let x = seed;
  const random = () => {
    x = (x * 1103515245 + 12345) % 2147483648;
    return x / 2147483648;
  };
  const now = Date.now();
  const listings: Listing[] = Array.from({ length: n }, (_, i) => {
    const place = PLACES[Math.floor(random() * PLACES.length)]!;
    const fromMs = now + Math.floor(random() * 60) * 86_400_000;
    const record = random();
    const availableSlots = Math.floor(random() * 5);
    const soon = Math.exp(-Math.max(0, fromMs - (now + 600_000)) / 86_400_000 / 14);
    return {
      id: `l${String(i).padStart(5, "0")}`,
      category: CATEGORIES[i % CATEGORIES.length]!,
      city: "x",
      state: "y",
      lat: place.lat,
      lng: place.lng,
      fromMs,
      toMs: fromMs + 3_600_000,
      startDay: "2026-12-01",
      trip: random() < 0.3,
      createdBy: `h${i % 50}`,
      availableSlots,
      going: [],
      record,
      createdMs: now,
      base: 0.12 * record + 0.15 * soon + 0.13 * (Math.min(availableSlots, 3) / 3),
    };
  });
  const places = PLACES.map((p) => {
    const here = listings
      .map((l, i) => ({ l, i }))
      .filter(({ l }) => l.lat === p.lat && l.lng === p.lng)
      .sort((a, b) => b.l.base - a.l.base)
      .map(({ i }) => i);
    return { ...p, listings: here, byCategory: byCategoryOf(listings, here) };
  });
  return { listings, places, unplaced: [] };
}

const answers = {
  scenePreferences: ["Food Trails & Cafe Hopping"],
  idealScenes: [],
  scenePurpose: [],
  sceneEnergy: "Chill and Slow",
  spontaneityComfort: "Need clear plans",
  vibe: "I can vibe with almost anyone",
};
const me = {
  id: "me",
  name: "Me",
  avatar: null,
  gender: "male",
  city: "Pune",
  country: "India",
  role: "member",
  answers,
  profile: toProfile(answers),
};
const looking = {
  context: {
    generation: 0,
    listingsGeneration: 0,
    blocked: new Set<string>(),
    overrides: new Map(),
    joinedCategories: new Set<string>(),
  },
  snapshot: { generation: 0, members: [me], byId: new Map([["me", me]]) },
  me,
  home: null,
  origin: { lat: 18.52, lng: 73.86 },
  went: new Set<string>(),
  nearPoint: false,
} as unknown as Parameters<typeof rankListings>[0]["looking"];

function bruteForce(s: ReturnType<typeof snapshot>, now: Date): string[] {
  const liked = new Set(["Food & Coffee Trails", "City Heritage & Food Walks"]);
  return s.listings
    .map((l) => {
      const d = kmBetween(looking.origin!, { lat: l.lat!, lng: l.lng! });
      const score = finalScore({
        proximity: proximity(true, d, l.trip),
        fit: liked.has(l.category) ? 1 : 0,
        people: 0.25,
        record: l.record,
        soon: Math.exp(-Math.max(0, l.fromMs - now.getTime()) / 86_400_000 / 14),
        seats: Math.min(l.availableSlots, 3) / 3,
      });
      return { l, score, cannot: l.availableSlots === 0 };
    })
    .sort(
      (a, b) =>
        Number(a.cannot) - Number(b.cannot) ||
        b.score - a.score ||
        a.l.fromMs - b.l.fromMs ||
        (a.l.id < b.l.id ? -1 : 1),
    )
    .map((r) => r.l.id);
}

// A page of 12 of For you from `offset`, every listing accepted.
const forYouPage = (s: ReturnType<typeof snapshot>, now: Date, offset: number) =>
  rankListings({ looking, snapshot: s, accept: () => true, now, sort: "for-you", offset, limit: 12 });

describe("For you's walk", () => {
  it("answers the pages a full sort would, first and deep", () => {
    for (const seed of [1, 7, 42]) {
      const s = snapshot(3000, seed);
      const now = new Date();
      const all = bruteForce(s, now);
      for (const offset of [0, 12, 180, 600]) {
        const { page, more } = forYouPage(s, now, offset);
        expect(
          page.map((r) => r.listing.id),
          `seed ${seed} offset ${offset}`,
        ).toEqual(all.slice(offset, offset + 12));
        expect(more).toBe(true);
      }
    }
  });

  it("visits a bounded number of listings for a page, whatever one city holds", () => {
    // 20,000 listings at six points: a city of thousands (issue 39 item 2).
    const s = snapshot(20_000, 3);
    const now = new Date();
    const all = bruteForce(s, now);
    for (const offset of [0, 48]) {
      const { page, visited } = forYouPage(s, now, offset);
      expect(page.map((r) => r.listing.id)).toEqual(all.slice(offset, offset + 12));
      // The liked category's best first: the walk leaves a place after the few that could enter.
      expect(visited, `offset ${offset}`).toBeLessThan(2_000);
    }
  });

  // A radius or a category that few listings pass: the walk reads only the places within reach and
  // the category's own lists, and answers what the unbounded walk with the same filter answers.
  it("reads only the places within a radius and the lists of a category", () => {
    const s = snapshot(20_000, 5);
    const now = new Date();
    const origin = looking.origin!;
    // `rare`: few listings pass besides (a search of one word, say), so no page fills up early.
    const cases = [
      { horizonKm: 50, category: null, rare: false },
      { horizonKm: 50, category: null, rare: true },
      { horizonKm: 100, category: null, rare: false },
      { horizonKm: undefined, category: "adventure & treks", rare: false },
      { horizonKm: 80, category: "weekend getaways", rare: true },
    ];
    for (const { horizonKm, category, rare } of cases) {
      const accept = (l: Listing) =>
        (!rare || l.id.endsWith("13")) &&
        (horizonKm === undefined || kmBetween(origin, { lat: l.lat!, lng: l.lng! }) <= horizonKm) &&
        (!category || l.category.toLowerCase() === category);
      for (const sort of ["for-you", "nearest"] as const) {
        for (const offset of [0, 36]) {
          const common = { looking, snapshot: s, accept, now, sort, offset, limit: 12 };
          const unbounded = rankListings(common);
          const bounded = rankListings({ ...common, horizonKm, category });
          const label = `${horizonKm} km, ${category}, ${sort}, offset ${offset}`;
          expect(
            bounded.page.map((r) => r.listing.id),
            label,
          ).toEqual(unbounded.page.map((r) => r.listing.id));
          if (rare) expect(bounded.more, label).toBe(unbounded.more);
          expect(bounded.visited, label).toBeLessThanOrEqual(unbounded.visited);
          if (rare) {
            // One or two places of about 3,300 listings each in reach, of 20,000 in all.
            expect(bounded.visited, label).toBeLessThanOrEqual(7_000);
            expect(unbounded.visited, label).toBe(20_000);
          }
          if (category && sort === "for-you") expect(bounded.visited, label).toBeLessThan(2_000);
        }
      }
    }
  });
});
