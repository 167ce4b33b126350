import { and, asc, eq, gt, gte, inArray, sql } from "drizzle-orm";
import { isTrip } from "../../../shared/discovery";
import type { Db } from "../../db/client";
import type { EventRow } from "../../db/event-columns";
import { events, hostStats, participants, snapshotChanges } from "../../db/schema";
import { Interned } from "../../platform/interned";

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
export type ListingPlace = {
  lat: number;
  lng: number;
  listings: number[];
  /**
   * The same listings by category, each list in the same order: For you walks a place's categories
   * merged by what each could score for the member (a liked one first), so it stops after the few
   * that could enter whatever the place holds (issue 39 item 2).
   */
  byCategory: Map<string, number[]>;
};

export type ListingSnapshot = {
  /**
   * The "listings" counter it holds every change up to (migration 0034 logs each change under the
   * counter's value; the snapshot applies them in place, ADR 0051).
   */
  generation: number;
  /** When its full build started. */
  loadedAt: number;
  /** The instant `base` takes "how soon" at: later than any request the snapshot serves. */
  soonAt: number;
  listings: Listing[];
  /** Every listing with coordinates, by point; `unplaced` the others (a city the list does not know). */
  places: ListingPlace[];
  unplaced: number[];
  hosts: Map<string, HostRecord>;
};

// A full build runs at start, once an hour behind the requests (so that `base` keeps bounding "how
// soon"), and when a process finds the change log pruned past its counter; every other change is
// applied in place from the log. `base` takes "how soon" two hours after the build started, which
// bounds every request's score until then (a listing gets sooner as time passes) and loosens the
// bound by under 1 % (the term decays over 14 days).
export const LISTING_REBUILD_MS = 60 * 60_000;
const SOON_AHEAD_MS = 2 * LISTING_REBUILD_MS;
/** Listings read per statement of a full build: the event loop serves requests between slices. */
const BUILD_SLICE = 2000;
/** More changed listings than this share of the snapshot (and this many) at once: build again. */
const REBUILD_SHARE = 0.25;
const REBUILD_AT_LEAST = 1000;

type Entry = {
  current: ListingSnapshot | null;
  building: Promise<ListingSnapshot> | null;
  catchingUp: Promise<void> | null;
  // A full build started because the log could not bring the snapshot up to date: until it ends the
  // requests are served the last snapshot as it is, rather than each reading the log again.
  recovering: Promise<ListingSnapshot> | null;
};
const entries = new WeakMap<Db, Entry>();

function entryFor(db: Db): Entry {
  let entry = entries.get(db);
  if (!entry) {
    entry = { current: null, building: null, catchingUp: null, recovering: null };
    entries.set(db, entry);
  }
  return entry;
}

/**
 * The listings to rank at `generation` (the "listings" counter as the caller read it): the snapshot
 * in memory, caught up with the changes logged since it was built by re-reading the listings they
 * name. Only the first request of a process waits for a full build; a full build later (hourly, or
 * after the log was pruned past this process) runs behind the requests, which the last snapshot
 * serves.
 */
export async function listingSnapshot(
  db: Db,
  generation: number,
  now = Date.now(),
): Promise<ListingSnapshot> {
  const entry = entryFor(db);
  if (!entry.current) return build(db, entry, generation, now);
  if (now - entry.current.loadedAt > LISTING_REBUILD_MS)
    void build(db, entry, generation, now).catch(() => {});
  if (entry.current.generation < generation && !entry.recovering) await catchUp(db, entry, generation, now);
  return entry.current;
}

/** Builds every listing again (one build at a time), then applies what changed meanwhile. */
function build(db: Db, entry: Entry, generation: number, now: number): Promise<ListingSnapshot> {
  if (entry.building) return entry.building;
  const building = loadSnapshot(db, generation, now).then(async (snapshot) => {
    const previous = entry.current;
    entry.current = snapshot;
    // Changes logged while it was read (each is applied again: re-reading a listing is idempotent).
    if (previous && previous.generation > snapshot.generation)
      await catchUp(db, entry, previous.generation, now);
    return entry.current;
  });
  entry.building = building;
  const done = () => {
    if (entry.building === building) entry.building = null;
  };
  building.then(done, done);
  return building;
}

/** Applies the logged changes after the snapshot's generation, one catch-up at a time. */
async function catchUp(db: Db, entry: Entry, generation: number, now: number): Promise<void> {
  while (entry.current && entry.current.generation < generation) {
    const snapshot = entry.current;
    const before = snapshot.generation;
    entry.catchingUp ??= applyLoggedChanges(db, entry, snapshot, generation, now).finally(() => {
      entry.catchingUp = null;
    });
    await entry.catchingUp;
    // Nothing more was logged (a change not committed when the counter was read), or a full build
    // was started instead: serve what there is.
    if (entry.current === snapshot && snapshot.generation === before) return;
  }
}

async function applyLoggedChanges(
  db: Db,
  entry: Entry,
  snapshot: ListingSnapshot,
  generation: number,
  now: number,
): Promise<void> {
  // More logged changes than this: reading them one by one costs more than reading all listings.
  const most = Math.max(REBUILD_AT_LEAST, Math.ceil(snapshot.listings.length * REBUILD_SHARE));
  const changes = await db
    .select({ seq: snapshotChanges.seq, kind: snapshotChanges.kind, subjectId: snapshotChanges.subjectId })
    .from(snapshotChanges)
    .where(and(eq(snapshotChanges.counter, "listings"), gt(snapshotChanges.seq, snapshot.generation)))
    .orderBy(asc(snapshotChanges.seq))
    .limit(most + 1);
  if (changes.length === 0) return;
  const listingIds = new Set<string>();
  const hostIds = new Set<string>();
  for (const c of changes) (c.kind === "host" ? hostIds : listingIds).add(c.subjectId);
  const latest = changes.at(-1)!.seq;
  // The log no longer holds the changes right after ours (pruned), or too many changed: build again
  // behind the requests, as of the counter the caller read (every change up to it is committed).
  if (changes[0]!.seq > snapshot.generation + 1 || changes.length > most) {
    const recovery = build(db, entry, Math.max(latest, generation), now);
    entry.recovering = recovery;
    const done = () => {
      if (entry.recovering === recovery) entry.recovering = null;
    };
    recovery.then(done, done);
    return;
  }
  await applyChanges(db, snapshot, { listingIds: [...listingIds], hostIds: [...hostIds] }, now);
  // A full build that finished meanwhile replaced the snapshot: it reads these changes itself.
  if (entry.current === snapshot && snapshot.generation < latest) snapshot.generation = latest;
}

// ---- Reading listings: the columns, who is going, the hosts' records ----

const OPEN = () => and(eq(events.status, "approved"), eq(events.eventStatus, "ongoing"));

const listingColumns = {
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
  status: events.status,
  eventStatus: events.eventStatus,
};
// Read from the columns above, so the row's type cannot drift from them.
type ListingRow = Pick<EventRow, keyof typeof listingColumns>;

async function goingOf(db: Db, ids: string[]): Promise<Map<string, string[]>> {
  const going = new Map<string, string[]>();
  if (ids.length === 0) return going;
  const rows = await db
    .select({ eventId: participants.eventId, userId: participants.userId })
    .from(participants)
    .where(and(inArray(participants.eventId, ids), eq(participants.requestStatus, "accepted")));
  for (const g of rows) {
    const list = going.get(g.eventId);
    if (list) list.push(g.userId);
    else going.set(g.eventId, [g.userId]);
  }
  return going;
}

// The hosts' records as triggers keep them (ADR 0050): one primary-key read per host, never their
// past listings and reviews counted.
async function recordsOf(db: Db, hostIds: string[]): Promise<Map<string, HostRecord>> {
  const records = new Map<string, HostRecord>();
  if (hostIds.length === 0) return records;
  const rows = await db
    .select({
      hostId: hostStats.hostId,
      rating: sql<
        number | null
      >`round(${hostStats.reviewStars}::numeric / nullif(${hostStats.reviews}, 0), 1)::float8`,
      hosted: hostStats.listingsHosted,
    })
    .from(hostStats)
    .where(and(inArray(hostStats.hostId, hostIds), gt(hostStats.listingsHosted, 0)));
  for (const h of rows)
    records.set(h.hostId, { rating: h.rating == null ? null : Number(h.rating), hosted: h.hosted });
  return records;
}

const INDIA_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

// Categories, cities, states, start days and hosts repeat across listings: one copy each.
const repeated = new Interned();

function toListing(r: ListingRow, going: string[], record: HostRecord | undefined, soonAt: number): Listing {
  const listing: Listing = {
    id: r.id,
    category: repeated.of(r.category),
    city: repeated.of(r.city),
    state: repeated.of(r.state),
    lat: r.lat,
    lng: r.lng,
    fromMs: r.fromDate.getTime(),
    toMs: r.toDate.getTime(),
    startDay: repeated.of(new Date(r.fromDate.getTime() + INDIA_OFFSET_MS).toISOString().slice(0, 10)),
    trip: isTrip(r),
    createdBy: repeated.of(r.createdBy),
    availableSlots: r.availableSlots,
    going,
    record: recordTerm(record),
    createdMs: r.createdAt.getTime(),
    base: 0,
  };
  listing.base = baseOf(listing, soonAt);
  return listing;
}

// What the formula owes the listing alone (0.12 R + 0.15 N + 0.13 S), "how soon" as of `soonAt`.
function baseOf(l: Listing, soonAt: number): number {
  const soon = Math.exp(-Math.max(0, l.fromMs - soonAt) / 86_400_000 / 14);
  return 0.12 * l.record + 0.15 * soon + 0.13 * (Math.min(l.availableSlots, 3) / 3);
}

const isOpen = (r: ListingRow, nowMs: number) =>
  r.status === "approved" && r.eventStatus === "ongoing" && r.toDate.getTime() >= nowMs;

// The snapshot's listings by start, then id: the SPEC's order, which Soonest pages through. Sorted
// once per snapshot, on the first Soonest page that asks, then kept in step by every change.
const startOrders = new WeakMap<ListingSnapshot, Int32Array>();

export function byStart(snapshot: ListingSnapshot): Int32Array {
  let order = startOrders.get(snapshot);
  if (!order) {
    const { listings } = snapshot;
    order = Int32Array.from(indexes(snapshot).position.values()).sort((a, b) => byStartOf(listings, a, b));
    startOrders.set(snapshot, order);
  }
  return order;
}

/** The listing of the snapshot with this id, if the snapshot holds it. */
export function listingById(snapshot: ListingSnapshot, id: string): Listing | undefined {
  const at = indexes(snapshot).position.get(id);
  return at === undefined ? undefined : snapshot.listings[at];
}

/**
 * The snapshot as a search sees it: at each place only the listings with these ids (its matches),
 * in the place's own orders, so that ranking visits the matches and nothing else; a place for which
 * `whole` says so (its matches not read yet) and, when `unplacedWhole`, the listings without a place
 * are kept whole.
 */
export function listingsAmong(
  snapshot: ListingSnapshot,
  ids: Iterable<string>,
  whole: (place: ListingPlace) => boolean,
  unplacedWhole: boolean,
): Pick<ListingSnapshot, "listings" | "places" | "unplaced"> {
  const ix = indexes(snapshot);
  const { listings } = snapshot;
  const atPlace = new Map<ListingPlace, number[]>();
  const among = new Set<number>();
  for (const id of ids) {
    const at = ix.position.get(id);
    if (at === undefined) continue;
    among.add(at);
    const l = listings[at]!;
    const place = l.lat === null || l.lng === null ? undefined : ix.place.get(placeKey(l));
    if (!place || whole(place)) continue;
    const list = atPlace.get(place);
    if (list) list.push(at);
    else atPlace.set(place, [at]);
  }
  const places = snapshot.places.map((p): ListingPlace => {
    if (whole(p)) return p;
    const list = (atPlace.get(p) ?? []).sort((a, b) => byBase(listings, a, b));
    const byCategory = new Map<string, number[]>([...p.byCategory.keys()].map((c) => [c, []]));
    for (const i of list) byCategory.get(listings[i]!.category)?.push(i);
    return { lat: p.lat, lng: p.lng, listings: list, byCategory };
  });
  const unplaced = unplacedWhole ? snapshot.unplaced : snapshot.unplaced.filter((i) => among.has(i));
  return { listings, places, unplaced };
}

/** The listing's slot in `listings`, if the snapshot holds it. */
export function positionOf(snapshot: ListingSnapshot, id: string): number | undefined {
  return indexes(snapshot).position.get(id);
}

/**
 * One place as a search sees it once its matches are read: only the listings whose slot `marks`
 * holds (1), in the place's own orders (its listings and each category's list are kept sorted by
 * every change, so filtering them keeps the order a sort would give, without sorting; a byte per
 * slot, not a set of ids, because a ring filters thousands of listings per request).
 */
export function placeAmong(place: ListingPlace, marks: Uint8Array): ListingPlace {
  const keep = (list: number[]) => list.filter((i) => marks[i] === 1);
  const byCategory = new Map<string, number[]>();
  for (const [category, list] of place.byCategory) byCategory.set(category, keep(list));
  return { lat: place.lat, lng: place.lng, listings: keep(place.listings), byCategory };
}

export const compareIds = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

// ---- The snapshot's own indexes, kept in step by every change ----

type Indexes = {
  /** Listing id -> its position in `listings` (only listings in the snapshot). */
  position: Map<string, number>;
  /** "lat,lng" -> the place. */
  place: Map<string, ListingPlace>;
  /** Host -> positions of their listings in the snapshot. */
  byHost: Map<string, Set<number>>;
};
const indexesOf = new WeakMap<ListingSnapshot, Indexes>();

const placeKey = (l: Pick<Listing, "lat" | "lng">) => `${l.lat},${l.lng}`;

function indexes(snapshot: ListingSnapshot): Indexes {
  let found = indexesOf.get(snapshot);
  if (!found) {
    found = { position: new Map(), place: new Map(), byHost: new Map() };
    for (const p of snapshot.places) found.place.set(placeKey(p), p);
    const placed = new Set<number>(snapshot.unplaced);
    for (const p of snapshot.places) for (const i of p.listings) placed.add(i);
    for (const i of placed) {
      const l = snapshot.listings[i]!;
      found.position.set(l.id, i);
      addToHost(found, l.createdBy, i);
    }
    indexesOf.set(snapshot, found);
  }
  return found;
}

function addToHost(ix: Indexes, host: string, i: number): void {
  const mine = ix.byHost.get(host);
  if (mine) mine.add(i);
  else ix.byHost.set(host, new Set([i]));
}

// Each snapshot's serial, and how many times the listings at each latitude (null: those without a
// place) changed in it: what a search's read of a place's matches stays true for (search-reads.ts).
// A listing's words never change, so a place's matches change only when its listings do.
let snapshotSerials = 0;
const placeChanges = new WeakMap<ListingSnapshot, { serial: number; changed: Map<number | null, number> }>();

function placeChangesOf(snapshot: ListingSnapshot) {
  let found = placeChanges.get(snapshot);
  if (!found) {
    found = { serial: ++snapshotSerials, changed: new Map() };
    placeChanges.set(snapshot, found);
  }
  return found;
}

/** Which listings the latitude's places hold in this snapshot, as a stamp that changes with them. */
export function placeStamp(snapshot: ListingSnapshot, lat: number | null): string {
  const { serial, changed } = placeChangesOf(snapshot);
  return `${serial}.${changed.get(lat) ?? 0}`;
}

function placeChanged(snapshot: ListingSnapshot, lat: number | null): void {
  const { changed } = placeChangesOf(snapshot);
  changed.set(lat, (changed.get(lat) ?? 0) + 1);
}

/** Takes the listing at `i` out of every order (its slot stays, unreferenced, until the next build). */
function unlist(snapshot: ListingSnapshot, ix: Indexes, i: number): void {
  const l = snapshot.listings[i]!;
  ix.position.delete(l.id);
  ix.byHost.get(l.createdBy)?.delete(i);
  const place = l.lat === null || l.lng === null ? null : ix.place.get(placeKey(l));
  const lists = place ? [place.listings, place.byCategory.get(l.category)] : [snapshot.unplaced];
  for (const list of lists) {
    const at = list ? list.indexOf(i) : -1;
    if (list && at >= 0) list.splice(at, 1);
  }
  const order = startOrders.get(snapshot);
  if (order) startOrders.set(snapshot, without(order, i));
}

/** Puts the listing at `i` in every order, where its base and start say. */
function list(snapshot: ListingSnapshot, ix: Indexes, i: number): void {
  const l = snapshot.listings[i]!;
  ix.position.set(l.id, i);
  addToHost(ix, l.createdBy, i);
  if (l.lat === null || l.lng === null) snapshot.unplaced.push(i);
  else {
    let place = ix.place.get(placeKey(l));
    if (!place) {
      place = { lat: l.lat, lng: l.lng, listings: [], byCategory: new Map() };
      ix.place.set(placeKey(l), place);
      snapshot.places.push(place);
    }
    const { listings } = snapshot;
    const after = (j: number) => byBase(listings, j, i) > 0;
    place.listings.splice(firstIndex(place.listings, after), 0, i);
    let same = place.byCategory.get(l.category);
    if (!same) {
      same = [];
      place.byCategory.set(l.category, same);
    }
    same.splice(firstIndex(same, after), 0, i);
  }
  const order = startOrders.get(snapshot);
  if (order) {
    const { listings } = snapshot;
    startOrders.set(
      snapshot,
      withAt(
        order,
        firstIndex(order, (j) => byStartOf(listings, j, i) > 0),
        i,
      ),
    );
  }
}

// A place's listings: highest base first, then by id, so that a snapshot changed in place and one
// built afresh hold them in one order.
const byBase = (listings: Listing[], a: number, b: number) =>
  listings[b]!.base - listings[a]!.base || compareIds(listings[a]!.id, listings[b]!.id);
const byStartOf = (listings: Listing[], a: number, b: number) =>
  listings[a]!.fromMs - listings[b]!.fromMs || compareIds(listings[a]!.id, listings[b]!.id);

/** The first position whose element `after` says comes after (the list is sorted by it). */
function firstIndex(list: ArrayLike<number>, after: (j: number) => boolean): number {
  let lo = 0;
  let hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (after(list[mid]!)) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}

function without(order: Int32Array, i: number): Int32Array {
  const at = order.indexOf(i);
  if (at < 0) return order;
  const next = new Int32Array(order.length - 1);
  next.set(order.subarray(0, at));
  next.set(order.subarray(at + 1), at);
  return next;
}

function withAt(order: Int32Array, at: number, i: number): Int32Array {
  const next = new Int32Array(order.length + 1);
  next.set(order.subarray(0, at));
  next[at] = i;
  next.set(order.subarray(at), at + 1);
  return next;
}

/**
 * Re-reads the listings named (and the records of their hosts and of the hosts named) and puts each
 * where it now belongs: in place, moved, added, or out. Synchronous once read, so that no request
 * sees a snapshot half changed.
 */
async function applyChanges(
  db: Db,
  snapshot: ListingSnapshot,
  changed: { listingIds: string[]; hostIds: string[] },
  nowMs: number,
): Promise<void> {
  const rows = changed.listingIds.length
    ? await db.select(listingColumns).from(events).where(inArray(events.id, changed.listingIds))
    : [];
  const hostIds = new Set(changed.hostIds);
  let ix = indexes(snapshot);
  for (const r of rows) hostIds.add(r.createdBy);
  for (const id of changed.listingIds) {
    const at = ix.position.get(id);
    if (at !== undefined) hostIds.add(snapshot.listings[at]!.createdBy);
  }
  const [going, records] = await Promise.all([
    goingOf(
      db,
      rows.filter((r) => isOpen(r, nowMs)).map((r) => r.id),
    ),
    recordsOf(db, [...hostIds]),
  ]);
  // From here on nothing awaits.
  ix = indexes(snapshot);
  for (const host of hostIds) {
    const record = records.get(host);
    if (record) snapshot.hosts.set(host, record);
    else snapshot.hosts.delete(host);
  }
  const byId = new Map(rows.map((r) => [r.id, r]));
  for (const id of changed.listingIds) {
    const at = ix.position.get(id);
    const row = byId.get(id);
    if (at !== undefined) placeChanged(snapshot, snapshot.listings[at]!.lat);
    if (row) placeChanged(snapshot, row.lat);
    if (at !== undefined) unlist(snapshot, ix, at);
    if (!row || !isOpen(row, nowMs)) continue;
    const i = at ?? snapshot.listings.length;
    snapshot.listings[i] = toListing(row, going.get(id) ?? [], records.get(row.createdBy), snapshot.soonAt);
    list(snapshot, ix, i);
  }
  // Every other listing of a host whose record changed: a new record, a new base.
  for (const host of hostIds) {
    const term = recordTerm(records.get(host));
    for (const i of [...(ix.byHost.get(host) ?? [])]) {
      const l = snapshot.listings[i]!;
      if (l.record === term) continue;
      unlist(snapshot, ix, i);
      const moved = { ...l, record: term };
      moved.base = baseOf(moved, snapshot.soonAt);
      snapshot.listings[i] = moved;
      list(snapshot, ix, i);
    }
  }
}

/** Tests that write rows by hand (not through the services) drop the snapshot. */
export function forgetListings(db: Db): void {
  const entry = entryFor(db);
  entry.current = null;
  entry.building = null;
  entry.catchingUp = null;
  entry.recovering = null;
}

/** A place's listings (in its order) split by category, each list keeping that order. */
export function byCategoryOf(
  listings: readonly Listing[],
  ordered: readonly number[],
): Map<string, number[]> {
  const lists = new Map<string, number[]>();
  for (const i of ordered) {
    const category = listings[i]!.category;
    const same = lists.get(category);
    if (same) same.push(i);
    else lists.set(category, [i]);
  }
  return lists;
}

// ---- A full build, in slices ----

async function loadSnapshot(db: Db, generation: number, loadedAt: number): Promise<ListingSnapshot> {
  const soonAt = loadedAt + SOON_AHEAD_MS;
  const listings: Listing[] = [];
  const hosts = new Map<string, HostRecord>();
  // Keyset slices by id: each statement reads BUILD_SLICE listings, with who is going and their
  // hosts' records, and the event loop serves requests between them. A change committed meanwhile
  // has a counter value above `generation` and is applied after (the caller catches up).
  let after: string | null = null;
  for (;;) {
    const rows: ListingRow[] = await db
      .select(listingColumns)
      .from(events)
      .where(and(OPEN(), gte(events.toDate, new Date(loadedAt)), after ? gt(events.id, after) : undefined))
      .orderBy(asc(events.id))
      .limit(BUILD_SLICE);
    if (rows.length === 0) break;
    const newHosts = [...new Set(rows.map((r) => r.createdBy))].filter((h) => !hosts.has(h));
    const [going, records] = await Promise.all([
      goingOf(
        db,
        rows.map((r) => r.id),
      ),
      recordsOf(db, newHosts),
    ]);
    for (const [host, record] of records) hosts.set(host, record);
    for (const r of rows) listings.push(toListing(r, going.get(r.id) ?? [], hosts.get(r.createdBy), soonAt));
    after = rows.at(-1)!.id;
    if (rows.length < BUILD_SLICE) break;
  }
  const places = new Map<string, ListingPlace>();
  const unplaced: number[] = [];
  listings.forEach((l, i) => {
    if (l.lat === null || l.lng === null) {
      unplaced.push(i);
      return;
    }
    const key = placeKey(l);
    const place = places.get(key);
    if (place) place.listings.push(i);
    else places.set(key, { lat: l.lat, lng: l.lng, listings: [i], byCategory: new Map() });
  });
  for (const place of places.values()) {
    place.listings.sort((a, b) => byBase(listings, a, b));
    place.byCategory = byCategoryOf(listings, place.listings);
  }
  return { generation, loadedAt, soonAt, listings, places: [...places.values()], unplaced, hosts };
}

// A rated host by their stars; every host by how many listings they have run (up to five).
export function recordTerm(record: HostRecord | undefined): number {
  const experience = Math.min(record?.hosted ?? 0, 5) / 5;
  if (record?.rating == null) return 0.35 + 0.3 * experience;
  return 0.7 * ((record.rating - 1) / 4) + 0.3 * experience;
}
