import type { Db } from "../../db/client";
import type { SearchQuery } from "./search-words";

// What searches read from the database, kept for every member of this process (ADR 0052, amended):
// the reading of a search's words (its tsquery, typo fixes and how many listings hold them), a
// probe's matches, and each place's matches of a tsquery. Members of one city who search the same
// word walk the same places, so after the first of them a search reads nothing but its page's
// cards: a common word's search was about 10 ms of machine time at 100,000 listings, most of it the
// words' statement and the rings' reads, and the same for every member.
//
// Each is kept for as long as what it read holds:
// - a place's matches, until a listing at that latitude changes in the snapshot (`placeStamp`: a
//   listing's words are written once, when it is created, so a place's matches change only when
//   its listings do), or the snapshot is built again. A city's churn then reads again only the
//   places that changed, not every place of every search;
// - a probe's matches (every match of a rare word, wherever it is), until any listing changes (the
//   listings counter, which every change the snapshot reads bumps: migration 0034);
// - a words' reading for a minute: what changes it is a new word listed, which then corrects a typo
//   (a word typed as listed is found by prefix whatever the reading says).
// Matches read at an earlier instant may hold a listing that has ended since: the walk's own
// filters drop it (`acceptor`), and nothing ended comes back.

/** A match as a probe or Soonest's page reads it. */
export type MatchRow = { id: string; fromDate: Date };

const WORDS_TTL_MS = 60_000;
// Bounds, so that a flood of distinct words cannot grow the process: past them the reads start over.
// The places' ids are counted, not the places: a common word holds thousands at a city's place
// (300,000 ids is about 25 MB; "trek" at every place of 100,000 listings is 26,670).
const MAX_WORDS = 2_000;
const MAX_PLACE_IDS = 300_000;

type Stamped<V> = { stamp: string; value: V };

export class SearchReads {
  private readonly wordsRead = new Map<string, { until: number; query: SearchQuery | null }>();
  private readonly probed = new Map<string, Stamped<MatchRow[]>>();
  private readonly places = new Map<string, Stamped<readonly string[]>>();

  async words(
    key: string,
    nowMs: number,
    read: () => Promise<SearchQuery | null>,
  ): Promise<SearchQuery | null> {
    const kept = this.wordsRead.get(key);
    if (kept && kept.until > nowMs) return kept.query;
    const query = await read();
    keep(this.wordsRead, key, { until: nowMs + WORDS_TTL_MS, query }, MAX_WORDS);
    return query;
  }

  /** A probe's matches at the listings counter `generation`. */
  async probe(tsquery: string, generation: number, read: () => Promise<MatchRow[]>): Promise<MatchRow[]> {
    const stamp = String(generation);
    const kept = this.probed.get(tsquery);
    if (kept?.stamp === stamp) return kept.value;
    const rows = await read();
    keep(this.probed, tsquery, { stamp, value: rows }, MAX_WORDS);
    return rows;
  }

  /** The ids of a place's matches of `tsquery` (a latitude, or null for no place), read at `stamp`. */
  place(tsquery: string, lat: number | null, stamp: string): readonly string[] | undefined {
    const kept = this.places.get(`${lat}|${tsquery}`);
    return kept?.stamp === stamp ? kept.value : undefined;
  }

  putPlace(tsquery: string, lat: number | null, stamp: string, ids: readonly string[]): void {
    const key = `${lat}|${tsquery}`;
    this.placeIds += ids.length - (this.places.get(key)?.value.length ?? 0);
    if (this.placeIds > MAX_PLACE_IDS) {
      this.places.clear();
      this.placeIds = ids.length;
    }
    this.places.set(key, { stamp, value: ids });
  }

  private placeIds = 0;
}

function keep<V>(map: Map<string, V>, key: string, value: V, max: number): void {
  if (map.size >= max && !map.has(key)) map.clear();
  map.set(key, value);
}

const kept = new WeakMap<Db, SearchReads>();

/** This process's search reads on `db`. */
export function searchReads(db: Db): SearchReads {
  let reads = kept.get(db);
  if (!reads) {
    reads = new SearchReads();
    kept.set(db, reads);
  }
  return reads;
}
