import { compatibility } from "../../../shared/compatibility";
import type { DiscoverySort } from "../../../shared/contracts/events";
import { kmBetween } from "../../../shared/discovery";
import { distancePart, type ReasonPart } from "../../../shared/discovery-reasons";
import { likedCategories } from "../../../shared/scene-categories";
import type { EventRow } from "../../db/event-columns";
import type { HostRecord, Listing, ListingPlace, ListingSnapshot } from "./listing-index";
import type { Looking } from "./looking";

// A member the viewer would click with: the compatibility the people screens call a strong match.
export const CLICK_THRESHOLD = 70;
// "For you" scores every candidate by what a listing says of itself and the member (distance, their
// scenes and past joins, how soon, seats, the host's record), then reranks the first RANKED_WINDOW with
// who is going: compatibility is computed for those few hundred people only, never all members.
export const RANKED_WINDOW = 100;

export type Ranked = {
  listing: Listing;
  distanceKm: number | null;
  cannotJoin: boolean;
  score: number;
  /** Who is going, once the rerank has worked it out (the card's reason says it again). */
  people?: PeopleTerm;
};

/**
 * One page of "For you" or "Nearest" over the snapshot's listings that pass `accept`, and whether more
 * follow. Listings stand at their city's point, so the walk goes point by point, nearest first,
 * keeping the best max(RANKED_WINDOW, offset + limit + 1) joinable ones in a heap, and stops once no
 * listing further away could score above the worst of them (distance bounds every score: a score is
 * at most its proximity term). A member in Pune is ranked from the listings of a few hundred
 * kilometres, not of the country. For you then reranks the first RANKED_WINDOW with who is going.
 * Listings the member cannot join (full, their own) follow all the others.
 */
export function rankListings(opts: {
  looking: Looking;
  snapshot: Pick<ListingSnapshot, "listings" | "places" | "unplaced">;
  accept: (listing: Listing) => boolean;
  now: Date;
  sort: Exclude<DiscoverySort, "soonest">;
  offset: number;
  limit: number;
  /**
   * No listing further than this from the origin passes `accept` (a radius): the walk stops at the
   * first place beyond it, rather than visiting every listing of the country to fill a page.
   */
  horizonKm?: number;
  /** Only this category (lower case) passes `accept`: the walk reads only its lists. */
  category?: string | null;
}): { page: Ranked[]; more: boolean; visited: number } {
  const { looking } = opts;
  const { listings } = opts.snapshot;
  const liked = likedCategories(looking.me?.answers.scenePreferences ?? []);
  const nowMs = opts.now.getTime();
  const origin = looking.origin;
  const nearest = opts.sort === "nearest";
  const wanted = Math.max(RANKED_WINDOW, opts.offset + opts.limit + 1);
  // Scratch arrays by listing index, reused by every call (this function never awaits, so no two
  // calls share them at once): no allocation per listing per request.
  const { key, distance } = scratch(listings.length);
  const before = (a: number, b: number) =>
    key[a]! - key[b]! ||
    listings[a]!.fromMs - listings[b]!.fromMs ||
    (listings[a]!.id < listings[b]!.id ? -1 : listings[a]!.id > listings[b]!.id ? 1 : 0);
  const open = new Heap(wanted, before);
  const closed = new Heap(wanted, before);

  let visited = 0;
  const visit = (i: number, d: number | null) => {
    visited++;
    const l = listings[i]!;
    if (!opts.accept(l)) return;
    distance[i] = d ?? Number.NaN;
    if (nearest) key[i] = d ?? Number.POSITIVE_INFINITY;
    else {
      const fit = liked.has(l.category) ? 1 : looking.went.has(l.category) ? 0.6 : 0;
      // Higher is better: stored negated so both orders keep the smallest key first.
      key[i] = -finalScore({
        proximity: proximity(origin !== null, d, l.trip),
        fit,
        // Who is going is added for the first RANKED_WINDOW only (below); neutral here.
        people: NEUTRAL_PEOPLE,
        record: l.record,
        soon: Math.exp(-Math.max(0, l.fromMs - nowMs) / 86_400_000 / 14),
        seats: Math.min(l.availableSlots, 3) / 3,
      });
    }
    if (l.availableSlots === 0 || l.createdBy === looking.me?.id) closed.offer(i);
    else open.offer(i);
  };

  const places = origin
    ? opts.snapshot.places.map((p) => ({ p, d: kmBetween(origin, p) })).sort((a, b) => a.d - b.d)
    : opts.snapshot.places.map((p) => ({ p, d: null as number | null }));
  const horizon = origin ? opts.horizonKm : undefined;
  const only = opts.category ?? null;
  let complete = true;
  for (let k = 0; k < places.length; k++) {
    const { p, d } = places[k]!;
    // Places are nearest first: from here on every listing is outside the radius.
    if (horizon !== undefined && d !== null && d > horizon) break;
    // Nothing from here on can enter: the heap is full of better ones than any listing this far.
    if (origin && d !== null && open.full()) {
      const worst = key[open.worst()!]!;
      const bound = nearest ? d : -proximity(true, d, true);
      if (bound > worst) {
        complete = false;
        break;
      }
    }
    if (nearest || d === null) {
      for (const i of only ? listOf(p, only) : p.listings) visit(i, d);
      continue;
    }
    // Best first by what the listing could be worth to this member: its category's fit (known per
    // category) plus what it is worth alone. The place's categories are merged by that, so once the
    // best left could not beat the worst kept, the rest of this place cannot either: a page visits
    // the few listings that could enter, whatever a city holds (issue 39 item 2).
    const reach = 0.45 * Math.max(proximity(true, d, true), proximity(true, d, false));
    const floor = Math.max(proximity(true, d, true), proximity(true, d, false)) * 0.55;
    const heads = categoryHeads(p, liked, looking.went, only);
    for (;;) {
      let best = -1;
      let value = Number.NEGATIVE_INFINITY;
      for (let h = 0; h < heads.length; h++) {
        const head = heads[h]!;
        if (head.at >= head.list.length) continue;
        const v = head.lift + listings[head.list[head.at]!]!.base;
        if (v > value) {
          value = v;
          best = h;
        }
      }
      if (best < 0) break;
      if (open.full()) {
        const bound = floor + reach * (value + 0.25 * NEUTRAL_PEOPLE + 0.001);
        if (bound < -key[open.worst()!]!) {
          complete = false;
          break;
        }
      }
      const head = heads[best]!;
      visit(head.list[head.at++]!, d);
    }
  }
  // A listing with no point is never within a radius.
  if (complete && horizon === undefined) for (const i of opts.snapshot.unplaced) visit(i, null);

  const best = open.sorted();
  if (best.length < wanted) best.push(...closed.sorted().slice(0, wanted - best.length));
  const ranked: Ranked[] = best.map((i) => ({
    listing: listings[i]!,
    distanceKm: Number.isNaN(distance[i]!) ? null : distance[i]!,
    cannotJoin: listings[i]!.availableSlots === 0 || listings[i]!.createdBy === looking.me?.id,
    score: -key[i]!,
  }));
  if (!nearest) rerankWindow(looking, ranked);
  const end = opts.offset + opts.limit;
  return { page: ranked.slice(opts.offset, end), more: ranked.length > end || !complete, visited };
}

// A place's category lists, each with what its category's fit adds (0.35 x fit) for this member.
function categoryHeads(
  place: ListingPlace,
  liked: ReadonlySet<string>,
  went: ReadonlySet<string>,
  only: string | null,
) {
  const heads: { list: number[]; at: number; lift: number }[] = [];
  for (const [category, list] of place.byCategory) {
    if (list.length === 0 || (only && category.toLowerCase() !== only)) continue;
    const fit = liked.has(category) ? 1 : went.has(category) ? 0.6 : 0;
    heads.push({ list, at: 0, lift: 0.35 * fit });
  }
  return heads;
}

// A place's listings of one category (lower case), in the place's order.
function listOf(place: ListingPlace, only: string): readonly number[] {
  for (const [category, list] of place.byCategory) if (category.toLowerCase() === only) return list;
  return [];
}

let scratchKey = new Float64Array(0);
let scratchDistance = new Float64Array(0);
function scratch(n: number) {
  if (scratchKey.length < n) {
    scratchKey = new Float64Array(Math.ceil(n * 1.25));
    scratchDistance = new Float64Array(Math.ceil(n * 1.25));
  }
  return { key: scratchKey, distance: scratchDistance };
}

// The first RANKED_WINDOW again, now with who is going: compatibility for a few hundred people.
function rerankWindow(looking: Looking, ranked: Ranked[]): void {
  const window = ranked.slice(0, RANKED_WINDOW);
  for (const r of window) {
    const people = peopleTerm(looking, r.listing);
    r.people = people;
    r.score +=
      0.45 *
      0.25 *
      (people.term - NEUTRAL_PEOPLE) *
      proximity(looking.origin !== null, r.distanceKm, r.listing.trip);
  }
  window.sort(
    (a, b) =>
      Number(a.cannotJoin) - Number(b.cannotJoin) ||
      b.score - a.score ||
      a.listing.fromMs - b.listing.fromMs ||
      (a.listing.id < b.listing.id ? -1 : 1),
  );
  ranked.splice(0, window.length, ...window);
}

// The best `capacity` items seen, in `order`: a binary heap whose root is the worst kept.
class Heap {
  private readonly items: number[] = [];
  constructor(
    private readonly capacity: number,
    private readonly order: (a: number, b: number) => number,
  ) {}

  full(): boolean {
    return this.items.length >= this.capacity;
  }

  worst(): number | undefined {
    return this.items[0];
  }

  offer(item: number): void {
    // Called for every listing a page walks: no closure or array made per call (they were a
    // visible share of the ranked page's garbage).
    const heap = this.items;
    if (heap.length < this.capacity) {
      heap.push(item);
      let c = heap.length - 1;
      while (c > 0) {
        const p = (c - 1) >> 1;
        const child = heap[c]!;
        const parent = heap[p]!;
        if (!(this.order(child, parent) > 0)) break;
        heap[c] = parent;
        heap[p] = child;
        c = p;
      }
      return;
    }
    if (!(this.order(heap[0]!, item) > 0)) return;
    heap[0] = item;
    let p = 0;
    for (;;) {
      const l = 2 * p + 1;
      const r = l + 1;
      let top = p;
      if (l < heap.length && this.order(heap[l]!, heap[top]!) > 0) top = l;
      if (r < heap.length && this.order(heap[r]!, heap[top]!) > 0) top = r;
      if (top === p) return;
      const held = heap[p]!;
      heap[p] = heap[top]!;
      heap[top] = held;
      p = top;
    }
  }

  sorted(): number[] {
    return [...this.items].sort(this.order);
  }
}

// Compatibility 50 with the host and nobody going the member would click with.
const NEUTRAL_PEOPLE = 0.25;

// docs/discovery.md, "The formula". Distance gates everything: a perfect evening meetup across the
// country is still one nobody can go to.
export function finalScore(t: {
  proximity: number;
  fit: number;
  people: number;
  record: number;
  soon: number;
  seats: number;
}): number {
  const quality = 0.35 * t.fit + 0.25 * t.people + 0.12 * t.record + 0.15 * t.soon + 0.13 * t.seats;
  return t.proximity * (0.55 + 0.45 * quality);
}

export function proximity(hasOrigin: boolean, distanceKm: number | null, trip: boolean): number {
  if (!hasOrigin) return 1;
  if (distanceKm === null) return 0.05;
  return Math.exp(-distanceKm / (trip ? 300 : 25));
}

// Compatibility with the host (the admin's score for the pair replaces the formula) and how many of
// the members going the viewer would click with; blocked members count for nothing.
export type PeopleTerm = { term: number; hostMatch: number | null; clickers: number };

function peopleTerm(looking: Looking, listing: Listing): PeopleTerm {
  const me = looking.me;
  if (!me) return { term: 0.25, hostMatch: null, clickers: 0 };
  const hostMatch = listing.createdBy === me.id ? null : scoreWith(looking, listing.createdBy);
  let clickers = 0;
  for (const id of listing.going) {
    if (id !== me.id && (scoreWith(looking, id) ?? 0) >= CLICK_THRESHOLD) clickers++;
  }
  const term = 0.5 * ((hostMatch ?? 50) / 100) + 0.5 * (Math.min(clickers, 3) / 3);
  return { term, hostMatch, clickers };
}

function scoreWith(looking: Looking, id: string): number | null {
  if (looking.context.blocked.has(id)) return null;
  const other = looking.snapshot.byId.get(id);
  if (!other || !looking.me) return null;
  return looking.context.overrides.get(id) ?? compatibility(looking.me.profile, other.profile);
}

// One line: how far, then the strongest of why it fits and who is going (counts only, never names),
// from the listing as it is now (seats are read fresh for the page).
export function reasonFor(
  looking: Looking,
  s: Ranked,
  row: Pick<EventRow, "availableSlots" | "city" | "createdBy">,
  record?: HostRecord,
): ReasonPart[] {
  const liked = likedCategories(looking.me?.answers.scenePreferences ?? []);
  const people = s.people ?? peopleTerm(looking, s.listing);
  const parts: (ReasonPart | null)[] = [
    distancePart({
      distanceKm: s.distanceKm,
      trip: s.listing.trip,
      city: row.city,
      homeCity: looking.nearPoint ? null : (looking.home?.city ?? null),
    }),
  ];
  const category = s.listing.category;
  if (row.availableSlots === 0) parts.push({ kind: "full" });
  else if (liked.has(category)) parts.push({ kind: "youLike", category });
  else if (looking.went.has(category)) parts.push({ kind: "youWent", category });
  if (people.clickers > 0) parts.push({ kind: "clickers", count: people.clickers });
  else if ((people.hostMatch ?? 0) >= 75) parts.push({ kind: "hostMatch", percent: people.hostMatch! });
  else if ((record?.rating ?? 0) >= 4.5) parts.push({ kind: "topHost", rating: record!.rating! });
  else if (row.availableSlots > 0 && row.availableSlots <= 3)
    parts.push({ kind: "fewSeats", count: row.availableSlots });
  return parts.filter((p): p is ReasonPart => p !== null).slice(0, 3);
}
