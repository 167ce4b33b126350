import { useCallback, useSyncExternalStore } from "react";
import type { MessageKey, MessageValues, Namespace } from "./catalogues";
import { activeLanguage, isCatalogueLoaded, loadCatalogue, messageIn, onLanguageChange } from "./i18n";
import type { Language } from "./languages";

// React's side of the seam: screens follow the active language through useSyncExternalStore.
// Lingui's React package would do it through a provider and a compatibility shim for React 17, 0.4 KB
// more in every first script (ADR 0053); a later screen that needs its <Trans> (words around links)
// can bring it then.

/** The active language; the component re-renders when it changes. */
export function useLanguage(): Language {
  return useSyncExternalStore(onLanguageChange, activeLanguage, activeLanguage);
}

export type Translate<N extends Namespace> = (key: MessageKey<N>, values?: MessageValues) => string;

/**
 * An area's words in the active language, as `t(key, values)`. The screen re-renders when the
 * language changes (`t` is then a new function, so an effect that uses it runs again). Until the
 * area's catalogue is loaded the screen suspends; the router loads it beside the screen's code, so
 * the first render usually finds it there.
 */
export function useMessages<N extends Namespace>(namespace: N): Translate<N> {
  const language = useLanguage();
  // Until the words are there the component suspends by throwing their load, as react-i18next
  // does, not with `use`: React replays a component that suspended in `use` once the promise settles
  // and needs `use` called again on that replay, but with the words loaded the replay would skip it
  // and break the hooks after it (React's error 467, recovered as its error 520). A thrown promise
  // renders the component afresh instead; and `use` on a loaded catalogue's promise on every render
  // would make every test's act() treat the render as waiting on data.
  if (!isCatalogueLoaded(language, namespace)) throw loadCatalogue(language, namespace);
  return useCallback<Translate<N>>(
    (key, values) => messageIn(language, namespace, key, values),
    [language, namespace],
  );
}
