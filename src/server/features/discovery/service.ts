import type DataLoader from "dataloader";
import { and, eq, inArray } from "drizzle-orm";
import { cityAlias } from "../../../shared/city-aliases";
import type { ListEventsQuery } from "../../../shared/contracts/events";
import { isReasonableInstant } from "../../../shared/dates";
import { kmBetween, roundedKm } from "../../../shared/discovery";
import { englishReasonLine, type ReasonPart } from "../../../shared/discovery-reasons";
import { likedCategories } from "../../../shared/scene-categories";
import type { Db } from "../../db/client";
import { averageRatingColumn, type EventRow, eventColumns } from "../../db/event-columns";
import { events } from "../../db/schema";
import { batchLoader } from "../../platform/batch-loader";
import { TtlCache } from "../../platform/ttl-cache";
import { followedHostsOf } from "../follows/service";
import { cityIndex } from "../locations/city-index";
import {
  type Counters,
  type MemberIndex,
  readCounters,
  relationsBatch,
  type ViewerContext,
  type ViewerRelations,
  viewerContext,
} from "../matching/member-index";
import {
  byStart,
  compareIds,
  type HostRecord,
  type Listing,
  type ListingSnapshot,
  listingById,
  listingSnapshot,
} from "./listing-index";
import type { Looking, Origin } from "./looking";
import { type Ranked, rankListings, reasonFor } from "./rank";
import { SearchMatches, searchPaging, UnreadPlace } from "./search-matches";
import { type SearchReads, searchReads } from "./search-reads";
import { searchTsquery, splitWords } from "./search-words";

// A listing as a member's page shows it: the card every member sees alike (kept for a while and
// shared), how far it is from them and why it is there.
export type DiscoveredEvent = {
  card: Card;
  distanceKm: number | null;
  /** Why it is in the list, as parts each screen words in its member's language. */
  reasons: ReasonPart[];
  /** The same in the SPEC's English. */
  reason: string | null;
};
type DiscoveryPage = { rows: DiscoveredEvent[]; nextCursor: string | null };

// Pages are kept for 2 seconds per member and query. What a page is made of lives longer: the cards
// (members of one city see many of the same, so a ranked page then reads no listing) and each
// member's relations (blocks, assigned scores, kinds joined) for 15 seconds, and the two counters
// that tell whether the snapshots are stale for 1 second, shared by every member. A change to a
// listing, a request or a review in this process clears the pages and the counters, and forgets the
// cards and relations it changed (`forgetChanged`): every card and every member's relations read
// again after each seat taken cost every page a reload under a city's churn (+400 ms p99 at 100,000
// listings with one listing closed a second). A block clears all of it. Another process sees the
// change within those times (docs/discovery.md).
const DISCOVERY_TTL_MS = 2000;
const PARTS_TTL_MS = 15_000;
const COUNTERS_TTL_MS = 1000;
export type Card = EventRow & { averageRating: number | null };

class DiscoveryCache extends TtlCache<DiscoveryPage> {
  readonly cards = new TtlCache<Card>(PARTS_TTL_MS, 20_000);
  readonly relations = new TtlCache<ViewerRelations>(PARTS_TTL_MS, 20_000);
  readonly counters = new TtlCache<Counters>(COUNTERS_TTL_MS, 1);

  override clear(): void {
    super.clear();
    this.cards.clear();
    this.relations.clear();
    this.counters.clear();
  }

  /** Listings whose card changed (seats, status, rating) and members whose relations did. */
  forgetChanged(changed: { listings: readonly string[]; members?: readonly string[] }): void {
    super.clear();
    this.counters.clear();
    for (const id of changed.listings) this.cards.forget(id);
    for (const id of changed.members ?? []) this.relations.forget(id);
  }
}

const caches = new WeakMap<Db, DiscoveryCache>();

export function discoveryCache(db: Db): DiscoveryCache {
  let cache = caches.get(db);
  if (!cache) {
    cache = new DiscoveryCache(DISCOVERY_TTL_MS, 2000);
    caches.set(db, cache);
  }
  return cache;
}

// The viewer's context as matching reads it in one query, here from the parts kept above: a ranked
// page then makes no query of its own when its cards are kept.
async function cachedViewerContext(db: Db, viewerId: string): Promise<ViewerContext> {
  const cache = discoveryCache(db);
  const [counters, relations] = await Promise.all([
    cache.counters.getOrLoad("", () => readCounters(db)),
    cache.relations.getOrLoad(viewerId, () => relationsBatch(db).load(viewerId)),
  ]);
  return { ...counters, ...relations };
}

// The counters as of now, for a viewer the member index does not know yet: a member who has just
// finished onboarding must find their own city and gender on their very first page.
async function freshCounters(db: Db): Promise<Counters> {
  const cache = discoveryCache(db);
  cache.counters.clear();
  return cache.counters.getOrLoad("", () => readCounters(db));
}

type Opts = { db: Db; index: MemberIndex; viewerId: string; query: ListEventsQuery; now?: Date };

export async function discoverEvents(opts: Opts): Promise<DiscoveryPage> {
  if (opts.now) return queryEvents(opts);
  const key = `${opts.viewerId}|${JSON.stringify(opts.query)}`;
  return discoveryCache(opts.db).getOrLoad(key, () => queryEvents(opts));
}

// Who looks, from where: the member's answers and city (the member index, already in memory), the
// members they blocked or were blocked by, the kinds of experience they joined before, and where
// distance is measured from ("Near me" or home).
async function lookingMember(opts: Opts, given?: ViewerContext): Promise<Looking> {
  const context =
    given ??
    (opts.now
      ? await viewerContext({ db: opts.db, viewerId: opts.viewerId })
      : await cachedViewerContext(opts.db, opts.viewerId));
  let snapshot = await opts.index.snapshotAt(context.generation);
  if (!snapshot.byId.has(opts.viewerId) && !opts.now) {
    Object.assign(context, await freshCounters(opts.db));
    snapshot = await opts.index.snapshotAt(context.generation);
  }
  const me = snapshot.byId.get(opts.viewerId) ?? null;
  const home = me ? (await cityIndex(opts.db)).find(me.city) : null;
  const origin: Origin | null = opts.query.near ?? (home ? { lat: home.lat, lng: home.lng } : null);
  return {
    context,
    snapshot,
    me,
    home,
    origin,
    went: context.joinedCategories,
    nearPoint: Boolean(opts.query.near),
  };
}

async function queryEvents(opts: Opts): Promise<DiscoveryPage> {
  const now = opts.now ?? new Date();
  const looking = await lookingMember(opts);
  if (opts.query.sort === "soonest") return soonest(opts, looking, now);
  return rankedPage(opts, looking, now);
}

// ---- For you and Nearest: ranked in memory over the listing snapshot (docs/discovery.md) ----

async function rankedPage(opts: Opts, looking: Looking, now: Date): Promise<DiscoveryPage> {
  const { db, query } = opts;
  const [snapshot, matching] = await Promise.all([
    listingSnapshot(db, looking.context.listingsGeneration),
    searchMatches(db, query.q, now, kept(opts, looking)),
  ]);
  const offset = decodeOffset(query.cursor);
  const rank = () =>
    rankListings({
      looking,
      snapshot: matching ? matching.view(snapshot) : snapshot,
      accept: acceptor(query, looking, now, matching),
      now,
      sort: query.sort === "nearest" ? "nearest" : "for-you",
      offset,
      limit: query.limit,
      horizonKm: horizonOf(query.within, looking),
      category: categoryOf(query),
    });
  // A search's matches are read as the walk reaches places not read yet (search-matches.ts): the walk
  // stops there, the next ring of places is read, and it walks again (in memory, a few ms at most).
  let ranked: ReturnType<typeof rankListings> | null = null;
  while (!ranked) {
    try {
      ranked = rank();
    } catch (error) {
      if (!(error instanceof UnreadPlace) || !matching) throw error;
      await matching.readAround(snapshot, looking.origin, error);
    }
  }
  const { page, more } = ranked;
  const rows = await hydrate(db, page, looking, snapshot.hosts);
  const next = offset + page.length;
  return { rows, nextCursor: more ? encodeOffset(next) : null };
}

// The SPEC's filters and issue 27's radius over the snapshot, and what this member may not join at
// all (a blocked member's listing, a women-only trip for anyone else); prepared once per request.
function acceptor(query: ListEventsQuery, looking: Looking, now: Date, matching: SearchMatches | null) {
  const nowMs = now.getTime();
  const category = categoryOf(query);
  const places = query.location
    ? [query.location, cityAlias(query.location)?.city]
        .filter((p): p is string => Boolean(p))
        .map((p) => p.toLowerCase())
    : null;
  const blocked = looking.context.blocked;
  const woman = looking.me?.gender === "female";
  const radius = radiusTest(query.within, looking);
  return (l: Listing): boolean =>
    l.toMs >= nowMs &&
    !blocked.has(l.createdBy) &&
    (woman || l.category !== "Women-Only Trips") &&
    (!category || l.category.toLowerCase() === category) &&
    (!query.from || l.startDay >= query.from) &&
    (!query.to || l.startDay <= query.to) &&
    (!places || places.some((p) => `${l.city}, ${l.state}`.toLowerCase().includes(p))) &&
    radius(l) &&
    // Last: a listing any other filter refuses never makes the search read its place.
    (!matching || matching.has(l));
}

/** The category asked for, in lower case; null for every category. */
function categoryOf(query: ListEventsQuery): string | null {
  return query.category && query.category.toLowerCase() !== "all" ? query.category.toLowerCase() : null;
}

// How far from the origin the radius reaches, for the walk to stop there. "In my city" (from home)
// tests the city's name; a listing pinned at its meeting point stands within a city's reach of it.
const CITY_REACH_KM = 100;

function horizonOf(within: ListEventsQuery["within"], looking: Looking): number | undefined {
  if (!within || within === "any" || !looking.origin) return undefined;
  if (within === "city") return looking.nearPoint ? undefined : CITY_REACH_KM;
  return Number(within);
}

function radiusTest(within: ListEventsQuery["within"], looking: Looking): (l: Listing) => boolean {
  if (!within || within === "any") return () => true;
  if (within === "city" || !looking.origin) {
    const home = looking.home;
    if (home) return (l) => l.city === home.city && l.state === home.state;
    const city = looking.me?.city;
    return city ? (l) => l.city === city : () => true;
  }
  const origin = looking.origin;
  const km = Number(within);
  return (l) => l.lat !== null && l.lng !== null && kmBetween(origin, { lat: l.lat, lng: l.lng }) <= km;
}

// What a search matches, read from the full-text index as the page needs it (search-matches.ts);
// null without words.
async function searchMatches(
  db: Db,
  q: string | undefined,
  now: Date,
  opts: { probe?: boolean; reads: SearchReads | null; generation: number },
): Promise<SearchMatches | null> {
  const read = () => searchTsquery(db, q);
  const { reads } = opts;
  const query = reads ? await reads.words(splitWords(q).join(" "), now.getTime(), read) : await read();
  return query ? SearchMatches.open(db, query, now, opts) : null;
}

// What this process's searches read, kept for the next (search-reads.ts), as pages are kept: not
// for a page asked at a given instant (tests, the digest), which reads its own.
function kept(opts: Opts, looking: Looking): { reads: SearchReads | null; generation: number } {
  return { reads: opts.now ? null : searchReads(opts.db), generation: looking.context.listingsGeneration };
}

// The page's listings as they are now (seats, rating), in the ranked order; one that closed since
// the snapshot is left out.
async function hydrate(
  db: Db,
  slice: Ranked[],
  looking: Looking,
  hosts: Map<string, HostRecord>,
): Promise<DiscoveredEvent[]> {
  if (!slice.length) return [];
  const cards = discoveryCache(db).cards;
  const byId = new Map<string, Card>();
  const missing: string[] = [];
  for (const r of slice) {
    const card = cards.peek(r.listing.id);
    if (card) byId.set(card.id, card);
    else missing.push(r.listing.id);
  }
  if (missing.length) {
    const rows = await cardsBatch(db).loadMany(missing);
    for (const row of rows) {
      if (row instanceof Error) throw row;
      if (!row) continue;
      cards.put(row.id, row);
      byId.set(row.id, row);
    }
  }
  return slice.flatMap((r) => {
    const row = byId.get(r.listing.id);
    if (!row) return [];
    const reasons = reasonFor(looking, r, row, hosts.get(row.createdBy));
    return [{ card: row, distanceKm: roundedKm(r.distanceKm), reasons, reason: englishReasonLine(reasons) }];
  });
}

// Cards asked for by pages while a read of cards is under way go together in the next read
// (ADR 0039): null for a listing that closed since the snapshot.
const cardBatches = new WeakMap<Db, DataLoader<string, Card | null>>();

function cardsBatch(db: Db): DataLoader<string, Card | null> {
  let loader = cardBatches.get(db);
  if (!loader) {
    loader = batchLoader(async (ids: readonly string[]) => {
      const rows = await db
        .select({ ...eventColumns, averageRating: averageRatingColumn })
        .from(events)
        .where(
          and(inArray(events.id, [...ids]), eq(events.status, "approved"), eq(events.eventStatus, "ongoing")),
        );
      const byId = new Map(rows.map((row) => [row.id, row]));
      return ids.map((id) => byId.get(id) ?? null);
    });
    cardBatches.set(db, loader);
  }
  return loader;
}

// ---- The weekly "New near you" (issue 27 item 7) ----

/**
 * How far the weekly digest offers a trip (issue 41): 300 km, a night bus or half a day's drive
 * each way, what a weekend away can spend on the road. A Shillong weekend is not news to a member in
 * Hyderabad 1,500 km away, unless they follow its host (they asked to hear of that host's plans).
 */
export const DIGEST_TRIP_REACH_KM = 300;

/**
 * The best few listings made since `since` for a member, ranked as For you, keeping only good ones:
 * within 50 km of home, or a trip in a scene they chose within DIGEST_TRIP_REACH_KM (any distance
 * when they follow its host); none the member cannot join. Empty when nothing is good (the digest
 * then says nothing).
 */
export async function newNearYou(opts: {
  db: Db;
  index: MemberIndex;
  userId: string;
  since: Date;
  now: Date;
  limit: number;
  /** The member's context when the caller read many at once (the digest's batch). */
  context?: ViewerContext;
  /** The hosts the member follows, when the caller read many at once; read here otherwise. */
  followed?: ReadonlySet<string>;
}): Promise<DiscoveredEvent[]> {
  const query = { limit: opts.limit } as ListEventsQuery;
  const base: Opts = { db: opts.db, index: opts.index, viewerId: opts.userId, query, now: opts.now };
  const looking = await lookingMember(base, opts.context);
  if (!looking.me) return [];
  const snapshot = await listingSnapshot(opts.db, looking.context.listingsGeneration);
  const liked = likedCategories(looking.me.answers.scenePreferences);
  const accepts = acceptor(query, looking, opts.now, null);
  const sinceMs = opts.since.getTime();
  const followed =
    opts.followed ?? (await followedHostsOf(opts.db, [opts.userId])).get(opts.userId) ?? new Set<string>();
  const good = (l: Listing) => {
    // Only what they can join: not full, not their own (checked again on the fresh rows below).
    if (!accepts(l) || l.createdMs < sinceMs || l.availableSlots === 0 || l.createdBy === opts.userId)
      return false;
    const km =
      looking.origin && l.lat !== null && l.lng !== null
        ? kmBetween(looking.origin, { lat: l.lat, lng: l.lng })
        : null;
    if (km !== null && km <= 50) return true;
    if (!l.trip || !liked.has(l.category)) return false;
    return (km !== null && km <= DIGEST_TRIP_REACH_KM) || followed.has(l.createdBy);
  };
  const { page } = rankListings({
    looking,
    snapshot,
    accept: good,
    now: opts.now,
    sort: "for-you",
    offset: 0,
    limit: opts.limit,
  });
  const rows = await hydrate(opts.db, page, looking, snapshot.hosts);
  return rows.filter((r) => r.card.availableSlots > 0 && r.card.createdBy !== opts.userId);
}

// ---- Soonest: the SPEC's order over the same snapshot, paged by a cursor on (start, id) ----

// The same filters as For you (`acceptor`), so the three orders can never disagree on what is
// listed; only the order differs: by start, full ones in place, as the SPEC's list was.
async function soonest(opts: Opts, looking: Looking, now: Date): Promise<DiscoveryPage> {
  const { db, query } = opts;
  const [snapshot, matching] = await Promise.all([
    listingSnapshot(db, looking.context.listingsGeneration),
    searchMatches(db, query.q, now, { probe: false, ...kept(opts, looking) }),
  ]);
  const cursor = decodeCursor(query.cursor);
  const picked = matching
    ? await soonestMatches(
        snapshot,
        matching,
        acceptor(query, looking, now, null),
        looking,
        cursor,
        query.limit,
      )
    : soonestListed(snapshot, acceptor(query, looking, now, null), looking, cursor, query.limit);
  const page = picked.slice(0, query.limit);
  const rows = await hydrate(db, page, looking, snapshot.hosts);
  const last = page.at(-1)?.listing;
  const more = picked.length > query.limit && last;
  return { rows, nextCursor: more ? encodeCursor({ fromDate: new Date(last.fromMs), id: last.id }) : null };
}

// Up to limit + 1 listings after the cursor, by start, from the snapshot's own order (no search).
function soonestListed(
  snapshot: ListingSnapshot,
  accept: (l: Listing) => boolean,
  looking: Looking,
  cursor: { fromDate: Date; id: string } | null,
  limit: number,
): Ranked[] {
  const { listings } = snapshot;
  const order = byStart(snapshot);
  const picked: Ranked[] = [];
  for (
    let k = cursor ? firstAfter(order, listings, cursor) : 0;
    k < order.length && picked.length <= limit;
    k++
  ) {
    const l = listings[order[k]!]!;
    if (accept(l)) picked.push(soonestEntry(l, looking));
  }
  return picked;
}

// The same for a search: its matches are read from the database by start, a page at a time
// (each twice the last), until limit + 1 pass the filters or none are left.
async function soonestMatches(
  snapshot: ListingSnapshot,
  matching: SearchMatches,
  accept: (l: Listing) => boolean,
  looking: Looking,
  cursor: { fromDate: Date; id: string } | null,
  limit: number,
): Promise<Ranked[]> {
  const picked: Ranked[] = [];
  let after = cursor;
  for (let size = searchPaging.soonestPage ?? 4 * (limit + 1); picked.length <= limit; size *= 2) {
    const rows = await matching.startingAfter(after, size);
    for (const row of rows) {
      const l = listingById(snapshot, row.id);
      if (l && accept(l)) picked.push(soonestEntry(l, looking));
      if (picked.length > limit) break;
    }
    if (rows.length < size) break;
    after = rows.at(-1)!;
  }
  return picked;
}

function soonestEntry(l: Listing, looking: Looking): Ranked {
  const distanceKm =
    looking.origin && l.lat !== null && l.lng !== null
      ? kmBetween(looking.origin, { lat: l.lat, lng: l.lng })
      : null;
  const cannotJoin = l.availableSlots === 0 || l.createdBy === looking.me?.id;
  return { listing: l, distanceKm, cannotJoin, score: 0 };
}

// The position of the first listing after the cursor's (start, id), by binary search.
function firstAfter(order: Int32Array, listings: Listing[], cursor: { fromDate: Date; id: string }): number {
  const at = cursor.fromDate.getTime();
  let lo = 0;
  let hi = order.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    const l = listings[order[mid]!]!;
    if (l.fromMs < at || (l.fromMs === at && compareIds(l.id, cursor.id) <= 0)) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

function encodeCursor(row: Pick<EventRow, "fromDate" | "id">): string {
  return Buffer.from(`${row.fromDate.toISOString()}|${row.id}`).toString("base64url");
}

function decodeCursor(cursor: string | undefined): { fromDate: Date; id: string } | null {
  if (!cursor) return null;
  const [iso, id] = Buffer.from(cursor, "base64url").toString().split("|");
  const fromDate = new Date(iso ?? "");
  // A cursor is ours only if it decodes to a real instant in range and a uuid; anything else (a crafted
  // year 0 reached PostgreSQL as a 500) starts from the first page.
  if (!id || !isReasonableInstant(iso ?? "") || !/^[0-9a-f-]{36}$/i.test(id)) return null;
  return { fromDate, id };
}

// The ranked orders page by position; anything else starts from the first page.
const encodeOffset = (offset: number) => Buffer.from(`o|${offset}`).toString("base64url");
function decodeOffset(cursor: string | undefined): number {
  const [tag, n] = Buffer.from(cursor ?? "", "base64url")
    .toString()
    .split("|");
  const offset = Number(n);
  return tag === "o" && Number.isSafeInteger(offset) && offset >= 0 && offset <= 100_000 ? offset : 0;
}
