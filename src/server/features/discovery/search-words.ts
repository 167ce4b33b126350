import { type SQL, sql } from "drizzle-orm";
import { cityAlias, normaliseCityName } from "../../../shared/city-aliases";
import { type Db, queryRows } from "../../db/client";

// What a search's words ask of the full-text index (ADR 0052): "rishikesh rafting" ->
// "rishikesh:* & rafting:*", each word the start of a listed word, accents folded as the index folds
// them (search_fold: "café" -> "cafe"). A word of four letters or more that starts no listed word but
// is one edit (two from eight letters) from one also matches that word ("rafitng" -> rafting); a name
// people use for a city ("bangalore") also matches the listed one ("bengaluru").

const MAX_WORDS = 8;
/** Listed words the database offers per misspelt word, most similar first (trigrams). */
const CANDIDATES = 20;
/** Corrections kept per word: the closest. */
const CORRECTIONS = 3;

/** A typed word as the database read it: folded, whether it starts a listed word, what is near it. */
export type ReadWord = {
  typed: string;
  folded: string;
  /** Some listed word starts with it (then it is not corrected); null when not asked. */
  starts: boolean | null;
  /** Listed words near it by trigram similarity, most similar first; null when not asked. */
  candidates: string[] | null;
  /**
   * How many listings hold a listed word it starts, summed over those words (a listing holding two
   * counts twice): at least how many it matches, never fewer.
   */
  holders: number;
  /** The same count for each of `candidates`, in its order; null when not asked. */
  candidateHolders: number[] | null;
};

/** A search's tsquery, and at most how many listings match it (null when not known: a typo's fixes). */
export type SearchQuery = { tsquery: string; holders: number | null };

/** The words of a search as typed: lower case, letters and digits only, at most eight. */
export function splitWords(q: string | undefined): string[] {
  return (q ?? "")
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, MAX_WORDS);
}

/**
 * The tsquery of a search, or null for no words. One statement: each word folded, checked against
 * the listed words (`search_words`, kept by triggers) and, when it starts none, the listed words
 * nearest it by trigram similarity, found on that table's GIN index (`search_word_candidates`).
 */
export async function searchTsquery(db: Db, q: string | undefined): Promise<SearchQuery | null> {
  const words = splitWords(q);
  if (!words.length) return null;
  // A city's other name is answered by the alias list, not corrected.
  const correct = words.map((w) => !cityAlias(w));
  const rows = await queryRows<ReadWord>(db, readWordsQuery(words, correct));
  const tsquery = tsqueryOf(rows);
  return tsquery ? { tsquery, holders: holdersOf(rows) } : null;
}

/**
 * At most how many listings hold every word: the fewest holders of any one word (with its fixes, for
 * a typo). Not known when a word is asked with a city's other name, or is short or folded to more
 * than letters (`search_words` keeps words of three letters or more, as folded).
 */
export function holdersOf(words: readonly ReadWord[]): number | null {
  let fewest = Number.POSITIVE_INFINITY;
  for (const word of words) {
    const plain = word.folded.replace(/[^\p{L}\p{N}]+/gu, "") === word.folded;
    if (!plain || word.folded.length < 3 || cityAlias(word.typed)) return null;
    let holders = Number(word.holders);
    if (word.starts === false) {
      const candidates = word.candidates ?? [];
      for (const fix of corrections(word.folded, candidates))
        holders += Number(word.candidateHolders?.[candidates.indexOf(fix)] ?? 0);
    }
    fewest = Math.min(fewest, holders);
  }
  return Number.isFinite(fewest) ? fewest : null;
}

/**
 * The statement that reads the words: each folded, whether it starts a listed word, and, when asked
 * (`correct`) and it starts none, the listed words nearest it.
 */
export function readWordsQuery(words: readonly string[], correct: readonly boolean[]): SQL {
  const typed = sql.join(
    words.map((w) => sql`${w}`),
    sql`, `,
  );
  const fix = sql.join(
    correct.map((c) => sql`${c}`),
    sql`, `,
  );
  // `offset 0` keeps each word folded once (not again for every row a subquery reads); a word that
  // starts a listed word is found by a range on the text_pattern_ops index (byte order, so whatever
  // the collation), only for the words that may be corrected.
  return sql`select t.typed, f.folded, s.starts, c.candidates,
          ${holdersOfPrefix(sql`f.folded`)} as holders,
          case when c.candidates is not null then array(
            select ${holdersOfPrefix(sql`u.x`)} from unnest(c.candidates) with ordinality as u(x, k) order by u.k
          ) end as "candidateHolders"
        from unnest(array[${typed}]::text[], array[${fix}]::boolean[]) with ordinality as t(typed, fix, n)
        cross join lateral (select search_fold(t.typed) as folded offset 0) f
        cross join lateral (
          select case when t.fix and char_length(f.folded) >= 4 then exists (
            select 1 from search_words w
            where w.word ~>=~ f.folded and w.word ~<~ (f.folded || chr(1114111))
          ) end as starts
        ) s
        cross join lateral (
          select case when not s.starts then array(select search_word_candidates(f.folded, ${CANDIDATES})) end
            as candidates
          offset 0
        ) c
        order by t.n`;
}

// The listings of every listed word that starts with `word` (an expression), summed: the same range
// on the prefix index as `starts`.
const holdersOfPrefix = (word: SQL) =>
  sql`(select coalesce(sum(w.listings), 0)::int from search_words w
    where w.word ~>=~ ${word} and w.word ~<~ (${word} || chr(1114111)))`;

/** The tsquery for words as the database read them (pure: `searchTsquery` and its tests). */
export function tsqueryOf(words: readonly ReadWord[]): string | null {
  const terms = words.flatMap((word) => {
    // Folding can make other characters ("½" -> " 1/2"): only letters and digits reach the query, so
    // no tsquery syntax can.
    const folded = word.folded.replace(/[^\p{L}\p{N}]+/gu, "");
    if (!folded) return [];
    const alternatives = new Set([folded]);
    const alias = cityAlias(word.typed);
    if (alias) alternatives.add(normaliseCityName(alias.city).split(" ")[0]!);
    else if (word.starts === false)
      for (const fix of corrections(folded, word.candidates ?? [])) alternatives.add(fix);
    const each = [...alternatives].map((w) => `${w}:*`);
    return [each.length === 1 ? each[0]! : `(${each.join(" | ")})`];
  });
  return terms.length ? terms.join(" & ") : null;
}

// Of the few listed words the database found near a word of four or more letters (by trigrams),
// those within one edit (two for words of eight letters or more), the closest three. Short words are
// left alone: "goa" one letter off is another word.
function corrections(word: string, candidates: readonly string[]): string[] {
  if (word.length < 4) return [];
  const allowed = word.length >= 8 ? 2 : 1;
  return candidates
    .map((w, rank) => ({ w, rank, d: editDistance(word, w, allowed) }))
    .filter((c) => c.d <= allowed && c.w !== word)
    .sort((a, b) => a.d - b.d || a.rank - b.rank)
    .slice(0, CORRECTIONS)
    .map((c) => c.w);
}

// Optimal string alignment distance (a swap of two neighbours is one edit), stopping once a row
// exceeds `max`.
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
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
