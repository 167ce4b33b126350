import { index, integer, pgTable, text } from "drizzle-orm/pg-core";

// Every word of the listed experiences' search text (events.search_vector, accents folded) with how
// many listed experiences hold it: what a misspelt search word is corrected against, by trigram
// similarity on the GIN index (ADR 0052). Statement triggers on events keep it in the transaction of
// every change (a listing approved, edited, closed or deleted), so no request rebuilds it.
export const searchWords = pgTable(
  "search_words",
  {
    word: text("word").primaryKey(),
    listings: integer("listings").notNull(),
  },
  (t) => [
    index("search_words_trgm_idx").using("gin", t.word.op("gin_trgm_ops")),
    // "Does a listed word start with this one": a range in byte order (~>=~, ~<~), whatever the
    // database's collation.
    index("search_words_prefix_idx").on(t.word.op("text_pattern_ops")),
  ],
);
