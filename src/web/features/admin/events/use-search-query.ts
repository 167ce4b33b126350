import { useCallback, useEffect, useState } from "react";
import { useSearchParam } from "../../../lib/use-search-param";

export const SEARCH_DEBOUNCE_MS = 300;

/**
 * The search text of a screen, kept in the URL as ?q= so that a search survives a reload and the
 * back button. The box updates at once; the URL (and so the request) follows once typing pauses.
 */
export function useSearchQuery(delayMs = SEARCH_DEBOUNCE_MS) {
  const [param, setParam] = useSearchParam("q");
  const query = (param ?? "").trim();
  const [text, setText] = useState(query);

  // The URL changed from outside (back button, the nav tab): the box follows it.
  const [seenQuery, setSeenQuery] = useState(query);
  if (query !== seenQuery) {
    setSeenQuery(query);
    if (text.trim() !== query) setText(query);
  }

  const commit = useCallback((value: string) => setParam(value.trim()), [setParam]);

  useEffect(() => {
    if (text.trim() === query) return;
    const timer = setTimeout(() => commit(text), delayMs);
    return () => clearTimeout(timer);
  }, [text, query, commit, delayMs]);

  const flush = useCallback(() => {
    if (text.trim() !== query) commit(text);
  }, [text, query, commit]);

  return { text, setText, query, flush };
}
