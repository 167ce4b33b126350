import { and, eq, gte, inArray, isNull, or, type SQL, sql } from "drizzle-orm";
import { kmBetween } from "../../../shared/discovery";
import type { Db } from "../../db/client";
import { events } from "../../db/schema";
import {
  type Listing,
  type ListingPlace,
  type ListingSnapshot,
  listingsAmong,
  placeAmong,
  placeStamp,
  positionOf,
} from "./listing-index";
import type { Origin } from "./looking";
import type { MatchRow, SearchReads } from "./search-reads";
import type { SearchQuery } from "./search-words";

// Which listings a search matches, read from the full-text index a part at a time (ADR 0052): never
// every matching id of a common word. A probe reads up to 1,000 matches: fewer, and they are all
// (a rare word, a typo of one). Otherwise the ranking walk asks as it goes: the matches among the
// listings of the places nearest the member first, then of rings of places further out, each ring
// holding twice the listings of the one before, only while the walk still needs listings. A ring of
// a common word ("trek": a quarter of all listings) reads the ring's listings and tests each against
// the words, rather than the full-text index: the index would list every match in the country to
// keep the ring's few hundred (5-30 ms for 26,667 at 100,000 listings, against 2-6 ms).

/**
 * How many matches the probe asks for, the listings of the first ring, Soonest's first page of
 * matches (by default four pages' worth), and from how many matches per listing of a ring it is read
 * by testing each listing (`scanFrom`: the words' holders at least this many times the ring's
 * listings): tests make them tiny, or 0 and Infinity to read every ring one way.
 */
export const searchPaging: { probe: number; firstRing: number; soonestPage?: number; scanFrom: number } = {
  probe: 1000,
  firstRing: 2000,
  scanFrom: 2,
};

const PROBE_MARGIN = 8;

/** Matching ids and statements read by every search of this process (scripts/search-plan.ts prints them). */
export const searchMatchReads = { ids: 0, statements: 0 };

/** Thrown by `SearchMatches.has` for a listing whose place is not read yet: read it, walk again. */
export class UnreadPlace {
  constructor(readonly lat: number | null) {}
}

export class SearchMatches {
  private readonly ids = new Set<string>();
  /** The same ids in the order they were read (`view` marks the new ones). */
  private readonly added: string[] = [];
  private readonly lats = new Set<number>();
  private unplacedRead = false;
  private ring = searchPaging.firstRing;
  private order: { lat: number; size: number }[] | null = null;
  private sizes: Map<number, number> | null = null;

  private constructor(
    private readonly db: Db,
    private readonly query: SearchQuery,
    private readonly now: Date,
    /** Every match is known (the probe found fewer than it asked for). */
    readonly complete: boolean,
    /** What this process's searches read at this listings counter (search-reads.ts); null to read all. */
    private readonly reads: SearchReads | null,
  ) {}

  static async open(
    db: Db,
    query: SearchQuery,
    now: Date,
    {
      probe: probing = true,
      reads = null,
      generation = 0,
    }: {
      probe?: boolean;
      /** This process's search reads (search-reads.ts), and the listings counter the member read. */
      reads?: SearchReads | null;
      generation?: number;
    } = {},
  ): Promise<SearchMatches> {
    // Soonest reads its matches in its own order from the first page on: no probe. Nor does a word
    // so common that the probe could not hold its matches (the holders count a listing once per word
    // it holds: the margin keeps a word asked in three forms, all in the same listings, probed).
    const common = query.holders !== null && query.holders > PROBE_MARGIN * searchPaging.probe;
    if (!probing || common) return new SearchMatches(db, query, now, false, reads);
    const probe = new SearchMatches(db, query, now, false, reads);
    const read = () => probe.select(undefined, searchPaging.probe + 1);
    const rows = reads ? await reads.probe(query.tsquery, generation, read) : await read();
    const matches = new SearchMatches(db, query, now, rows.length <= searchPaging.probe, reads);
    matches.add(rows);
    return matches;
  }

  /**
   * The snapshot as the walk sees it: only the matches read at each place read, every listing
   * elsewhere (the walk stops at the first of them: `has` throws). A walk then visits matches, not
   * every listing a rare word leaves out. The walk starts again after each ring is read, so a read
   * place's matches are kept for the next walk (a change to the snapshot meanwhile forgets them):
   * making all of them again on every walk was a third of a common word's search (ADR 0052).
   */
  view(snapshot: ListingSnapshot): Pick<ListingSnapshot, "listings" | "places" | "unplaced"> {
    // Every match is known: one walk, which never stops; the matches grouped by place and sorted.
    if (this.complete) return listingsAmong(snapshot, this.ids, () => false, false);
    const seen = this.seenIn(snapshot);
    for (; seen.marked < this.added.length; seen.marked++) {
      const at = positionOf(snapshot, this.added[seen.marked]!);
      if (at !== undefined) seen.marks[at] = 1;
    }
    const places = snapshot.places.map((p) => {
      if (!this.lats.has(p.lat)) return p;
      let place = seen.places.get(p);
      if (!place) {
        place = placeAmong(p, seen.marks);
        seen.places.set(p, place);
      }
      return place;
    });
    if (this.unplacedRead) seen.unplaced ??= snapshot.unplaced.filter((i) => seen.marks[i] === 1);
    return {
      listings: snapshot.listings,
      places,
      unplaced: this.unplacedRead ? seen.unplaced! : snapshot.unplaced,
    };
  }

  // The read places as this search saw them in this snapshot at this generation (changes apply in
  // place, ADR 0051: a listing unlisted since must not come back from here), and the slots of the
  // first `marked` matches read.
  private seen: {
    snapshot: ListingSnapshot;
    generation: number;
    marks: Uint8Array;
    marked: number;
    places: Map<ListingPlace, ListingPlace>;
    unplaced: number[] | null;
  } | null = null;

  private seenIn(snapshot: ListingSnapshot) {
    if (this.seen?.snapshot !== snapshot || this.seen.generation !== snapshot.generation)
      this.seen = {
        snapshot,
        generation: snapshot.generation,
        marks: new Uint8Array(snapshot.listings.length),
        marked: 0,
        places: new Map(),
        unplaced: null,
      };
    return this.seen;
  }

  /** Whether the listing matches; throws UnreadPlace when that is not read yet. */
  has(l: Listing): boolean {
    if (this.complete || this.ids.has(l.id)) return this.ids.has(l.id);
    // Not among the matches read: no match if its place was read, unknown otherwise.
    if (l.lat === null ? !this.unplacedRead : !this.lats.has(l.lat)) throw new UnreadPlace(l.lat);
    return false;
  }

  /**
   * Reads the matches of the place the walk stopped at and of the nearest places not read yet, as
   * many listings as the ring holds (twice the last ring's): the walk goes nearest first, so the
   * places it needs next are those.
   */
  async readAround(snapshot: ListingSnapshot, origin: Origin | null, missed: UnreadPlace): Promise<void> {
    this.order ??= placesInWalkOrder(snapshot, origin);
    const lats = new Set<number>();
    let unplaced = missed.lat === null;
    let size = 0;
    // The place the walk stopped at counts in the ring: a place of 3,000 listings is a ring alone.
    if (missed.lat !== null) {
      lats.add(missed.lat);
      size += this.sizeAt(missed.lat);
    }
    for (const place of this.order) {
      if (size >= this.ring) break;
      if (this.lats.has(place.lat) || lats.has(place.lat)) continue;
      lats.add(place.lat);
      size += place.size;
    }
    // Past the last place: the listings without one, which the walk takes last.
    if (size < this.ring && !this.unplacedRead) unplaced = true;
    this.ring *= 2;
    // The places another search of these words read since the last listing change are known.
    const { tsquery, holders } = this.query;
    const toRead: number[] = [];
    const stamps = new Map<number | null, string>();
    let readSize = 0;
    for (const lat of lats) {
      const stamp = placeStamp(snapshot, lat);
      const kept = this.reads?.place(tsquery, lat, stamp);
      if (kept) this.addIds(kept);
      else {
        toRead.push(lat);
        stamps.set(lat, stamp);
        readSize += this.sizeAt(lat);
      }
    }
    const unplacedStamp = placeStamp(snapshot, null);
    const keptUnplaced = unplaced ? this.reads?.place(tsquery, null, unplacedStamp) : undefined;
    if (keptUnplaced) this.addIds(keptUnplaced);
    const readUnplaced = unplaced && !keptUnplaced;
    if (readUnplaced) readSize += snapshot.unplaced.length;
    const where = [
      toRead.length ? inArray(events.lat, toRead) : undefined,
      readUnplaced ? isNull(events.lat) : undefined,
    ].filter((w): w is SQL => w !== undefined);
    if (where.length) {
      const scan = holders !== null && holders >= searchPaging.scanFrom * Math.max(readSize, 1);
      const rows = scan ? await this.scanned(or(...where)!) : await this.ringSelect(or(...where)!);
      this.add(rows);
      // Each place read is kept at the stamp it had before the read: a change applied meanwhile
      // moves the stamp on, so the next search reads the place again.
      if (this.reads) {
        if (readUnplaced) stamps.set(null, unplacedStamp);
        const byPlace = new Map<number | null, string[]>([...stamps.keys()].map((lat) => [lat, []]));
        for (const row of rows) byPlace.get(row.lat)?.push(row.id);
        for (const [lat, ids] of byPlace) this.reads.putPlace(tsquery, lat, stamps.get(lat)!, ids);
      }
    }
    for (const lat of lats) this.lats.add(lat);
    if (unplaced) this.unplacedRead = true;
  }

  private sizeAt(lat: number): number {
    this.sizes ??= new Map(this.order!.map((p) => [p.lat, p.size]));
    return this.sizes.get(lat) ?? 0;
  }

  /** Matching listings in the SPEC's order (start, then id) after `after`: Soonest's pages. */
  async startingAfter(after: { fromDate: Date; id: string } | null, limit: number): Promise<MatchRow[]> {
    const rows = await this.select(
      after ? sql`(${events.fromDate}, ${events.id}) > (${after.fromDate}, ${after.id})` : undefined,
      limit,
      true,
    );
    this.add(rows);
    return rows;
  }

  private add(rows: { id: string }[]): void {
    this.addIds(rows.map((row) => row.id));
  }

  // Matches known without a statement (another search read them: search-reads.ts) or just read.
  private addIds(ids: readonly string[]): void {
    for (const id of ids) {
      if (this.ids.has(id)) continue;
      this.ids.add(id);
      this.added.push(id);
    }
  }

  private select(where: SQL | undefined, limit?: number, byStart = false): Promise<MatchRow[]> {
    const query = this.db
      .select({ id: events.id, fromDate: events.fromDate })
      .from(events)
      .where(this.listedMatching(this.matchesWords(), where))
      .$dynamic();
    if (byStart) query.orderBy(events.fromDate, events.id);
    if (limit !== undefined) query.limit(limit);
    return query.then(counted);
  }

  // The matches among the listed listings of a ring's places, by the full-text index.
  private ringSelect(where: SQL): Promise<RingRow[]> {
    return this.db
      .select({ id: events.id, lat: events.lat })
      .from(events)
      .where(this.listedMatching(this.matchesWords(), where))
      .then(counted);
  }

  // The matches among the listed listings `where` picks, each tested against the words: written
  // `is true`, the test is no longer one the full-text index answers, so the planner reads the ring
  // by its place index (events_discover_lat_idx) and tests each row.
  private scanned(where: SQL): Promise<RingRow[]> {
    return this.db
      .select({ id: events.id, lat: events.lat })
      .from(events)
      .where(this.listedMatching(sql`(${this.matchesWords()}) is true`, where))
      .then(counted);
  }

  private matchesWords(): SQL {
    return sql`${events.searchVector} @@ to_tsquery('simple', ${this.query.tsquery})`;
  }

  // Listed, running and not over (what the snapshot holds), `match`, among `where`.
  private listedMatching(match: SQL, where: SQL | undefined): SQL | undefined {
    return and(
      eq(events.status, "approved"),
      eq(events.eventStatus, "ongoing"),
      gte(events.toDate, this.now),
      match,
      where,
    );
  }
}

function counted<R extends { id: string }>(rows: R[]): R[] {
  searchMatchReads.ids += rows.length;
  searchMatchReads.statements++;
  return rows;
}
type RingRow = { id: string; lat: number | null };

// The snapshot's places as the ranking walk visits them: nearest first (rank.ts), or as listed when
// distance is measured from nowhere.
function placesInWalkOrder(
  snapshot: Pick<ListingSnapshot, "places">,
  origin: Origin | null,
): { lat: number; size: number }[] {
  const places = snapshot.places.map((p) => ({
    lat: p.lat,
    size: p.listings.length,
    d: origin ? kmBetween(origin, p) : 0,
  }));
  if (origin) places.sort((a, b) => a.d - b.d);
  return places;
}
