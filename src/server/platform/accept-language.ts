import { firstSpokenLanguage, type Language } from "../../shared/languages";

// The server's first guess of a new member's language when the web sent no choice (an older client,
// a script): the browser's Accept-Language header, its tags in the order of their weights (q),
// the first the app speaks; else English. A malformed header counts as none.

/** At most this many tags are read: a header is a handful, a longer one is noise. */
const MAX_TAGS = 20;

export function languageFromAcceptLanguage(header: string | undefined): Language {
  if (!header) return firstSpokenLanguage([]);
  const tags = header
    .split(",")
    .slice(0, MAX_TAGS)
    .map((part, index) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      const weight = q === undefined ? 1 : Number(q.slice(2));
      return { tag: tag.trim(), weight: Number.isFinite(weight) ? weight : 0, index };
    })
    // q=0 means "not this one"; equal weights keep the header's order.
    .filter((t) => t.tag && t.tag !== "*" && t.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  return firstSpokenLanguage(tags.map((t) => t.tag));
}
