import { and, asc, eq, gt, gte, ilike, inArray, notInArray, or, type SQL, sql } from "drizzle-orm";
import { cityAlias } from "../../../shared/city-aliases";
import type { ListEventsQuery } from "../../../shared/contracts/events";
import { isReasonableInstant } from "../../../shared/dates";
import { distanceLabel, isTrip, kmBetween, roundedKm } from "../../../shared/discovery";
import { EVENT_TIME_ZONE } from "../../../shared/event-rules";
import { likedCategories } from "../../../shared/scene-categories";
import type { Db } from "../../db/client";
import { events } from "../../db/schema";
import { TtlCache } from "../../platform/ttl-cache";
import { cityIndex } from "../locations/city-index";
import { type MemberIndex, viewerContext } from "../matching/member-index";
import { averageRatingColumn, type EventRow, eventColumns } from "./columns";
import { type Ranked, rankListings, reasonFor } from "./discovery-rank";
import { type HostRecord, type Listing, listingSnapshot } from "./listing-index";
import { searchVocabulary } from "./search-words";

export type DiscoveredEvent = EventRow & {
  averageRating: number | null;
  distanceKm: number | null;
  reason: string | null;
};
type DiscoveryPage = { rows: DiscoveredEvent[]; nextCursor: string | null };

// Pages are kept for 2 seconds per member and query, and the cards they show for 2 seconds per
// listing (members of one city see many of the same: a ranked page then reads no listing); every
// change to a listed event in this process clears both (other processes see it within the 2 seconds).
const DISCOVERY_TTL_MS = 2000;
type Card = EventRow & { averageRating: number | null };

class DiscoveryCache extends TtlCache<DiscoveryPage> {
  readonly cards = new TtlCache<Card>(DISCOVERY_TTL_MS, 5000);

  override clear(): void {
    super.clear();
    this.cards.clear();
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

type Opts = { db: Db; index: MemberIndex; viewerId: string; query: ListEventsQuery; now?: Date };

export async function discoverEvents(opts: Opts): Promise<DiscoveryPage> {
  if (opts.now) return queryEvents(opts);
  const key = `${opts.viewerId}|${JSON.stringify(opts.query)}`;
  return discoveryCache(opts.db).getOrLoad(key, () => queryEvents(opts));
}

export type Origin = { lat: number; lng: number };

// Who looks, from where: the member's answers and city (the member index, already in memory), the
// members they blocked or were blocked by, the kinds of experience they joined before, and where
// distance is measured from ("Near me" or home).
async function lookingMember(opts: Opts) {
  const context = await viewerContext({ db: opts.db, viewerId: opts.viewerId });
  const snapshot = await opts.index.snapshotAt(context.generation);
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

export type Looking = Awaited<ReturnType<typeof lookingMember>>;

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
    searchMatches(db, query.q, now),
  ]);
  const offset = decodeOffset(query.cursor);
  const { page, more } = rankListings({
    looking,
    snapshot,
    accept: acceptor(query, looking, now, matching),
    now,
    sort: query.sort === "nearest" ? "nearest" : "for-you",
    offset,
    limit: query.limit,
  });
  const rows = await hydrate(db, page, looking, snapshot.hosts);
  const next = offset + page.length;
  return { rows, nextCursor: more ? encodeOffset(next) : null };
}

// The SPEC's filters and issue 27's radius over the snapshot, and what this member may not join at
// all (a blocked member's listing, a women-only trip for anyone else); prepared once per request.
function acceptor(query: ListEventsQuery, looking: Looking, now: Date, matching: Set<string> | null) {
  const nowMs = now.getTime();
  const category =
    query.category && query.category.toLowerCase() !== "all" ? query.category.toLowerCase() : null;
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
    (!matching || matching.has(l.id)) &&
    !blocked.has(l.createdBy) &&
    (woman || l.category !== "Women-Only Trips") &&
    (!category || l.category.toLowerCase() === category) &&
    (!query.from || l.startDay >= query.from) &&
    (!query.to || l.startDay <= query.to) &&
    (!places || places.some((p) => `${l.city}, ${l.state}`.toLowerCase().includes(p))) &&
    radius(l);
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

// The ids a search matches, from the full-text index (both databases); null without words.
async function searchMatches(db: Db, q: string | undefined, now: Date): Promise<Set<string> | null> {
  const words = (await searchVocabulary(db)).tsquery(q);
  if (!words) return null;
  const rows = await db
    .select({ id: events.id })
    .from(events)
    .where(
      and(
        eq(events.status, "approved"),
        eq(events.eventStatus, "ongoing"),
        gte(events.toDate, now),
        sql`${events.searchVector} @@ to_tsquery('simple', ${words})`,
      ),
    );
  return new Set(rows.map((r) => r.id));
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
    const rows = await db
      .select({ ...eventColumns, averageRating: averageRatingColumn })
      .from(events)
      .where(
        and(inArray(events.id, missing), eq(events.status, "approved"), eq(events.eventStatus, "ongoing")),
      );
    for (const row of rows) {
      cards.put(row.id, row);
      byId.set(row.id, row);
    }
  }
  return slice.flatMap((r) => {
    const row = byId.get(r.listing.id);
    if (!row) return [];
    return [
      {
        ...row,
        distanceKm: roundedKm(r.distanceKm),
        reason: reasonFor(looking, r, row, hosts.get(row.createdBy)),
      },
    ];
  });
}

// ---- The weekly "New near you" (issue 27 item 7) ----

/**
 * The best few listings made since `since` for a member, ranked as For you, keeping only good ones:
 * within 50 km of home, or a trip in a scene they chose; none the member cannot join. Empty when
 * nothing is good (the digest then says nothing).
 */
export async function newNearYou(opts: {
  db: Db;
  index: MemberIndex;
  userId: string;
  since: Date;
  now: Date;
  limit: number;
}): Promise<DiscoveredEvent[]> {
  const query = { limit: opts.limit } as ListEventsQuery;
  const base: Opts = { db: opts.db, index: opts.index, viewerId: opts.userId, query, now: opts.now };
  const looking = await lookingMember(base);
  if (!looking.me) return [];
  const snapshot = await listingSnapshot(opts.db, looking.context.listingsGeneration);
  const liked = likedCategories(looking.me.answers.scenePreferences);
  const accepts = acceptor(query, looking, opts.now, null);
  const sinceMs = opts.since.getTime();
  const good = (l: Listing) => {
    // Only what they can join: not full, not their own (checked again on the fresh rows below).
    if (!accepts(l) || l.createdMs < sinceMs || l.availableSlots === 0 || l.createdBy === opts.userId)
      return false;
    const km =
      looking.origin && l.lat !== null && l.lng !== null
        ? kmBetween(looking.origin, { lat: l.lat, lng: l.lng })
        : null;
    return (km !== null && km <= 50) || (l.trip && liked.has(l.category));
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
  return rows.filter((r) => r.availableSlots > 0 && r.createdBy !== opts.userId);
}

// ---- Soonest: the SPEC's order, in SQL, paged by a cursor on (start, id) ----

async function soonest(opts: Opts, looking: Looking, now: Date): Promise<DiscoveryPage> {
  const { db, query } = opts;
  const where: (SQL | undefined)[] = [
    eq(events.status, "approved"),
    eq(events.eventStatus, "ongoing"),
    gte(events.toDate, now),
  ];
  const words = (await searchVocabulary(db)).tsquery(query.q);
  if (words) where.push(sql`${events.searchVector} @@ to_tsquery('simple', ${words})`);
  if (query.category && query.category.toLowerCase() !== "all") {
    where.push(sql`lower(${events.category}) = lower(${query.category})`);
  }
  if (query.location) {
    const patterns = [query.location, cityAlias(query.location)?.city]
      .filter(Boolean)
      .map((l) => `%${escapeLike(l!)}%`);
    where.push(
      or(
        ...patterns.flatMap((pattern) => [
          ilike(events.city, pattern),
          ilike(events.state, pattern),
          ilike(sql`${events.city} || ', ' || ${events.state}`, pattern),
        ]),
      ),
    );
  }
  const startDay = sql`(${events.fromDate} AT TIME ZONE ${EVENT_TIME_ZONE})::date`;
  if (query.from) where.push(sql`${startDay} >= ${query.from}::date`);
  if (query.to) where.push(sql`${startDay} <= ${query.to}::date`);
  if (looking.context.blocked.size) where.push(notInArray(events.createdBy, [...looking.context.blocked]));
  if (looking.me?.gender !== "female") where.push(sql`${events.category} <> 'Women-Only Trips'`);
  // The radius needs coordinates: narrowed in SQL to the city or a latitude band, then exactly below.
  const radius = query.within && query.within !== "any" ? query.within : null;
  if (radius === "city" || (radius && !looking.origin)) {
    if (looking.home)
      where.push(and(eq(events.city, looking.home.city), eq(events.state, looking.home.state)));
    else if (looking.me) where.push(eq(events.city, looking.me.city));
  } else if (radius && looking.origin) {
    const band = Number(radius) / 111.2;
    where.push(
      sql`${events.lat} between ${looking.origin.lat - band}::float8 and ${looking.origin.lat + band}::float8`,
    );
  }
  const cursor = decodeCursor(query.cursor);
  if (cursor) {
    where.push(
      or(
        gt(events.fromDate, cursor.fromDate),
        and(eq(events.fromDate, cursor.fromDate), gt(events.id, cursor.id)),
      ),
    );
  }
  const rows = await db
    .select({ ...eventColumns, averageRating: averageRatingColumn })
    .from(events)
    .where(and(...where))
    .orderBy(asc(events.fromDate), asc(events.id))
    .limit(query.limit + 1);
  const distanceOf = (r: EventRow) =>
    looking.origin && r.lat !== null && r.lng !== null
      ? kmBetween(looking.origin, { lat: r.lat, lng: r.lng })
      : null;
  const inRadius =
    radius && radius !== "city" && looking.origin
      ? rows.filter((r) => (distanceOf(r) ?? Infinity) <= Number(radius))
      : rows;
  const page = inRadius.slice(0, query.limit).map((r) => {
    const distanceKm = distanceOf(r);
    const reason = distanceLabel({
      distanceKm,
      trip: isTrip(r),
      city: r.city,
      homeCity: looking.nearPoint ? null : (looking.home?.city ?? null),
    });
    return { ...r, distanceKm: roundedKm(distanceKm), reason };
  });
  const last = rows.slice(0, query.limit).at(-1);
  return { rows: page, nextCursor: rows.length > query.limit && last ? encodeCursor(last) : null };
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
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
