import { use, useCallback, useSyncExternalStore } from "react";
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
  if (!isCatalogueLoaded(language, namespace)) use(loadCatalogue(language, namespace));
  return useCallback<Translate<N>>(
    (key, values) => messageIn(language, namespace, key, values),
    [language, namespace],
  );
}
