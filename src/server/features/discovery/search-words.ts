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
};

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
export async function searchTsquery(db: Db, q: string | undefined): Promise<string | null> {
  const words = splitWords(q);
  if (!words.length) return null;
  // A city's other name is answered by the alias list, not corrected.
  const correct = words.map((w) => !cityAlias(w));
  const rows = await queryRows<ReadWord>(db, readWordsQuery(words, correct));
  return tsqueryOf(rows);
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
  return sql`select t.typed, f.folded, s.starts,
          case when not s.starts then array(select search_word_candidates(f.folded, ${CANDIDATES})) end
            as candidates
        from unnest(array[${typed}]::text[], array[${fix}]::boolean[]) with ordinality as t(typed, fix, n)
        cross join lateral (select search_fold(t.typed) as folded offset 0) f
        cross join lateral (
          select case when t.fix and char_length(f.folded) >= 4 then exists (
            select 1 from search_words w
            where w.word ~>=~ f.folded and w.word ~<~ (f.folded || chr(1114111))
          ) end as starts
        ) s
        order by t.n`;
}

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
