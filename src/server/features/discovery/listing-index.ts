import { and, eq, gte, isNull, sql } from "drizzle-orm";
import { isTrip } from "../../../shared/discovery";
import type { Db } from "../../db/client";
import { events, participants, reviews } from "../../db/schema";

// What "For you" and "Nearest" rank (docs/discovery.md): every listed, running experience that is not
// over, with what ranking reads of it, who is going and its host's record, held in memory per
// database and process (like the member index of matching). A ranked page then costs arithmetic over this snapshot and two small queries, instead
// of scoring every listing in SQL per member (issue 27's budget: a ranked first page in 50 ms on
// PGlite, 30 on PostgreSQL, at 10,000 listings).

export type Listing = {
  id: string;
  category: string;
  city: string;
  state: string;
  lat: number | null;
  lng: number | null;
  fromMs: number;
  toMs: number;
  /** India's calendar day of the start, "yyyy-mm-dd" (the SPEC's date filters compare by day). */
  startDay: string;
  trip: boolean;
  createdBy: string;
  availableSlots: number;
  /** Accepted members. */
  going: string[];
  /** The host's record as the formula scores it (docs/discovery.md, R). */
  record: number;
  /** When it was listed (the weekly "New near you" takes the week's). */
  createdMs: number;
  /**
   * What the formula owes the listing alone (record, how soon, seats: 0.12 R + 0.15 N + 0.13 S), with
   * "how soon" as of ten minutes after the load, so that it bounds every request's score while the
   * snapshot serves: a place's listings are walked best first by it and the walk stops early.
   */
  base: number;
};

export type HostRecord = { rating: number | null; hosted: number };

/**
 * Listings at one point (a listing stands at its city's coordinates): what ranking walks, nearest
 * first; each place's listings by `base`, highest first.
 */
export type ListingPlace = { lat: number; lng: number; listings: number[] };

export type ListingSnapshot = {
  /** The "listings" counter it was loaded at (migration 0024 bumps it on every change to what is listed). */
  generation: number;
  loadedAt: number;
  listings: Listing[];
  /** Every listing with coordinates, by point; `unplaced` the others (a city the list does not know). */
  places: ListingPlace[];
  unplaced: number[];
  hosts: Map<string, HostRecord>;
};

// Seats, who is going and hosts' ratings change without the counter: a snapshot older than this is
// refreshed behind the requests it still serves. They only order the list (a full listing last, how
// many people you'd click with), and a page's cards read their seats fresh; a reload reads every
// listing (about 0.2 s on PGlite at 10,000), so once a minute, not on every join.
export const LISTING_INDEX_MAX_AGE_MS = 60_000;

type Entry = {
  current: ListingSnapshot | null;
  loading: Promise<ListingSnapshot> | null;
  loadingFor: number;
};
const entries = new WeakMap<Db, Entry>();

function entryFor(db: Db): Entry {
  let entry = entries.get(db);
  if (!entry) {
    entry = { current: null, loading: null, loadingFor: -1 };
    entries.set(db, entry);
  }
  return entry;
}

/**
 * The listings to rank at `generation`: the snapshot in memory while nothing listed has changed
 * (refreshed behind the requests once older than LISTING_INDEX_MAX_AGE_MS), else a fresh one, one
 * load at a time for all the requests that need it.
 */
export async function listingSnapshot(
  db: Db,
  generation: number,
  now = Date.now(),
): Promise<ListingSnapshot> {
  const entry = entryFor(db);
  const current = entry.current;
  if (current && current.generation >= generation) {
    if (now - current.loadedAt > LISTING_INDEX_MAX_AGE_MS) void load(db, entry, generation).catch(() => {});
    return current;
  }
  return load(db, entry, generation);
}

function load(db: Db, entry: Entry, generation: number): Promise<ListingSnapshot> {
  if (entry.loading && entry.loadingFor >= generation) return entry.loading;
  const loading = loadSnapshot(db, generation).then((snapshot) => {
    if (!entry.current || snapshot.generation >= entry.current.generation) entry.current = snapshot;
    return snapshot;
  });
  entry.loading = loading;
  entry.loadingFor = generation;
  const done = () => {
    if (entry.loading === loading) entry.loading = null;
  };
  loading.then(done, done);
  return loading;
}

// The snapshot's listings by start, then id: the SPEC's order, which Soonest pages through. Sorted
// once per snapshot, on the first Soonest page that asks.
const startOrders = new WeakMap<ListingSnapshot, Int32Array>();

export function byStart(snapshot: ListingSnapshot): Int32Array {
  let order = startOrders.get(snapshot);
  if (!order) {
    const { listings } = snapshot;
    order = Int32Array.from(listings.keys()).sort(
      (a, b) => listings[a]!.fromMs - listings[b]!.fromMs || compareIds(listings[a]!.id, listings[b]!.id),
    );
    startOrders.set(snapshot, order);
  }
  return order;
}

export const compareIds = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/** Tests that write rows by hand (not through the services) drop the snapshot. */
export function forgetListings(db: Db): void {
  const entry = entryFor(db);
  entry.current = null;
  entry.loading = null;
}

async function loadSnapshot(db: Db, generation: number): Promise<ListingSnapshot> {
  const loadedAt = Date.now();
  const open = and(
    eq(events.status, "approved"),
    eq(events.eventStatus, "ongoing"),
    gte(events.toDate, new Date(loadedAt)),
  );
  const [rows, going, hosts] = await Promise.all([
    db
      .select({
        id: events.id,
        category: events.category,
        city: events.city,
        state: events.state,
        lat: events.lat,
        lng: events.lng,
        fromDate: events.fromDate,
        toDate: events.toDate,
        createdBy: events.createdBy,
        availableSlots: events.availableSlots,
        createdAt: events.createdAt,
      })
      .from(events)
      .where(open),
    db
      .select({ eventId: participants.eventId, userId: participants.userId })
      .from(participants)
      .innerJoin(events, eq(events.id, participants.eventId))
      .where(and(open, eq(participants.requestStatus, "accepted"))),
    db
      .select({
        hostId: events.createdBy,
        rating: sql<number | null>`round(avg(${reviews.stars}), 1)::float8`,
        hosted: sql<number>`count(distinct ${events.id})::int`,
      })
      .from(events)
      .leftJoin(reviews, and(eq(reviews.eventId, events.id), isNull(reviews.hiddenAt)))
      .where(eq(events.status, "approved"))
      .groupBy(events.createdBy),
  ]);
  const goingBy = new Map<string, string[]>();
  for (const g of going) {
    const list = goingBy.get(g.eventId);
    if (list) list.push(g.userId);
    else goingBy.set(g.eventId, [g.userId]);
  }
  const INDIA_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;
  const records = new Map(
    hosts.map((h) => [h.hostId, { rating: h.rating == null ? null : Number(h.rating), hosted: h.hosted }]),
  );
  const listings: Listing[] = rows.map((r) => ({
    id: r.id,
    category: r.category,
    city: r.city,
    state: r.state,
    lat: r.lat,
    lng: r.lng,
    fromMs: r.fromDate.getTime(),
    toMs: r.toDate.getTime(),
    startDay: new Date(r.fromDate.getTime() + INDIA_OFFSET_MS).toISOString().slice(0, 10),
    trip: isTrip(r),
    createdBy: r.createdBy,
    availableSlots: r.availableSlots,
    going: goingBy.get(r.id) ?? [],
    record: recordTerm(records.get(r.createdBy)),
    createdMs: r.createdAt.getTime(),
    base: 0,
  }));
  const soonAt = loadedAt + 10 * 60_000;
  for (const l of listings) {
    const soon = Math.exp(-Math.max(0, l.fromMs - soonAt) / 86_400_000 / 14);
    l.base = 0.12 * l.record + 0.15 * soon + 0.13 * (Math.min(l.availableSlots, 3) / 3);
  }
  const places = new Map<string, ListingPlace>();
  const unplaced: number[] = [];
  listings.forEach((l, i) => {
    if (l.lat === null || l.lng === null) {
      unplaced.push(i);
      return;
    }
    const key = `${l.lat},${l.lng}`;
    const place = places.get(key);
    if (place) place.listings.push(i);
    else places.set(key, { lat: l.lat, lng: l.lng, listings: [i] });
  });
  for (const place of places.values()) place.listings.sort((a, b) => listings[b]!.base - listings[a]!.base);
  return { generation, loadedAt, listings, places: [...places.values()], unplaced, hosts: records };
}

// A rated host by their stars; every host by how many listings they have run (up to five).
export function recordTerm(record: HostRecord | undefined): number {
  const experience = Math.min(record?.hosted ?? 0, 5) / 5;
  if (record?.rating == null) return 0.35 + 0.3 * experience;
  return 0.7 * ((record.rating - 1) / 4) + 0.3 * experience;
}
