import { sql } from "drizzle-orm";
import { cityAlias, normaliseCityName } from "../../../shared/city-aliases";
import { type Db, queryRows } from "../../db/client";
import { TtlCache } from "../../platform/ttl-cache";

export type SearchVocabulary = {
  // "rishikesh rafting" -> "rishikesh:* & rafting:*"; a word that starts no listed word but is one or
  // two letters off one ("rafitng") also matches that word; a name people use for a city ("bangalore")
  // also matches the listed one ("bengaluru"). Null for no words.
  tsquery(q: string | undefined): string | null;
};

// The words of every listed experience (name, description, category, city, state), read from the
// search index itself and kept a minute per database: what a misspelt word is corrected against.
const VOCABULARY_TTL_MS = 60_000;
const vocabularies = new WeakMap<Db, TtlCache<string[]>>();

export function vocabularyCache(db: Db): TtlCache<string[]> {
  let cache = vocabularies.get(db);
  if (!cache) {
    cache = new TtlCache(VOCABULARY_TTL_MS, 1);
    vocabularies.set(db, cache);
  }
  return cache;
}

export async function searchVocabulary(db: Db): Promise<SearchVocabulary> {
  const words = await vocabularyCache(db).getOrLoad("words", async () => {
    const rows = await queryRows<{ word: string }>(
      db,
      sql`select word from ts_stat($$select search_vector from events where status = 'approved' and event_status = 'ongoing'$$) where length(word) >= 3`,
    );
    return rows.map((r) => r.word).sort();
  });
  return { tsquery: (q) => toTsquery(q, words) };
}

const MAX_WORDS = 8;

export function toTsquery(q: string | undefined, vocabulary: readonly string[]): string | null {
  const words = (q ?? "")
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, MAX_WORDS);
  if (!words.length) return null;
  return words
    .map((word) => {
      const alternatives = new Set([word]);
      const alias = cityAlias(word);
      if (alias) alternatives.add(normaliseCityName(alias.city).split(" ")[0]!);
      if (!alias && !startsAnyWord(word, vocabulary)) {
        for (const fix of corrections(word, vocabulary)) alternatives.add(fix);
      }
      // Only letters and digits reach the query (the split above), so no tsquery syntax can.
      const terms = [...alternatives].map((w) => `${w}:*`);
      return terms.length === 1 ? terms[0] : `(${terms.join(" | ")})`;
    })
    .join(" & ");
}

function startsAnyWord(prefix: string, vocabulary: readonly string[]): boolean {
  // The vocabulary is sorted: the first word not before the prefix is the only candidate.
  let lo = 0;
  let hi = vocabulary.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (vocabulary[mid]! < prefix) lo = mid + 1;
    else hi = mid;
  }
  return vocabulary[lo]?.startsWith(prefix) ?? false;
}

// Listed words within one edit (two for words of eight letters or more) of a word of four or more
// letters; the closest three. Short words are left alone: "goa" one letter off is another word.
function corrections(word: string, vocabulary: readonly string[]): string[] {
  if (word.length < 4) return [];
  const allowed = word.length >= 8 ? 2 : 1;
  const found: { w: string; d: number }[] = [];
  for (const candidate of vocabulary) {
    if (Math.abs(candidate.length - word.length) > allowed) continue;
    const d = editDistance(word, candidate, allowed);
    if (d <= allowed) found.push({ w: candidate, d });
  }
  return found
    .sort((a, b) => a.d - b.d)
    .slice(0, 3)
    .map((f) => f.w);
}

// Optimal string alignment distance (a swap of two neighbours is one edit), stopping once a row
// exceeds `max`.
export function editDistance(a: string, b: string, max: number): number {
  const rows: number[][] = [Array.from({ length: b.length + 1 }, (_, j) => j)];
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(rows[i - 1]![j]! + 1, row[j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        d = Math.min(d, rows[i - 2]![j - 2]! + 1);
      row.push(d);
      best = Math.min(best, d);
    }
    if (best > max) return max + 1;
    rows.push(row);
  }
  return rows[a.length]![b.length]!;
}
