import type { Db } from "../../db/client";
import type { SearchQuery } from "./search-words";

// What searches read from the database, kept for every member of this process until a listing
// changes (ADR 0052, amended): the reading of a search's words (its tsquery, typo fixes and how many
// listings hold them), a probe's matches, and each place's matches of a tsquery. Members of one city
// who search the same word walk the same places, so after the first of them a search reads nothing
// but its page's cards: a common word's search was about 10 ms of machine time at 100,000 listings,
// most of it the words' statement and the rings' reads, and the same for every member.
//
// Kept by the listings counter (`app_counters`), which every change the snapshot reads bumps
// (migration 0034: approval, closing, dates, seats, place; a listing's words are written once, when
// it is created, and it is searchable only once approved). A change in this process clears the
// counters at once (`DiscoveryCache.forgetChanged`); another process's is seen within the counters'
// second, as every discovery read is. Matches read at an earlier instant may hold a listing that has
// ended since: the walk's own filters drop it (`acceptor`), and nothing ended comes back.

/** A match as a probe or Soonest's page reads it. */
export type MatchRow = { id: string; fromDate: Date };

/** A place's key: its latitude, or "none" for the listings without a place. */
export type PlaceKey = number | "none";

// Bounds, so that a flood of distinct words cannot grow the process: past them the reads start over.
const MAX_WORDS = 2_000;
const MAX_PLACES = 50_000;

export class SearchReads {
  private readonly wordsRead = new Map<string, SearchQuery | null>();
  private readonly probed = new Map<string, MatchRow[]>();
  private readonly places = new Map<string, readonly string[]>();

  constructor(readonly generation: number) {}

  async words(key: string, read: () => Promise<SearchQuery | null>): Promise<SearchQuery | null> {
    if (this.wordsRead.has(key)) return this.wordsRead.get(key)!;
    const query = await read();
    keep(this.wordsRead, key, query, MAX_WORDS);
    return query;
  }

  async probe(tsquery: string, read: () => Promise<MatchRow[]>): Promise<MatchRow[]> {
    const kept = this.probed.get(tsquery);
    if (kept) return kept;
    const rows = await read();
    keep(this.probed, tsquery, rows, MAX_WORDS);
    return rows;
  }

  /** The ids of a place's matches of `tsquery`, when read. */
  place(tsquery: string, place: PlaceKey): readonly string[] | undefined {
    return this.places.get(`${place}|${tsquery}`);
  }

  putPlace(tsquery: string, place: PlaceKey, ids: readonly string[]): void {
    keep(this.places, `${place}|${tsquery}`, ids, MAX_PLACES);
  }
}

function keep<V>(map: Map<string, V>, key: string, value: V, max: number): void {
  if (map.size >= max) map.clear();
  map.set(key, value);
}

const current = new WeakMap<Db, SearchReads>();

/**
 * This process's reads at the listings counter `generation`: those of an older one are dropped. A
 * request still holding an older counter (read just before a change) reads for itself alone.
 */
export function searchReadsAt(db: Db, generation: number): SearchReads {
  let reads = current.get(db);
  if (reads && generation < reads.generation) return new SearchReads(generation);
  if (!reads || reads.generation !== generation) {
    reads = new SearchReads(generation);
    current.set(db, reads);
  }
  return reads;
}
