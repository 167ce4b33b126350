import { useCallback, useEffect, useState, useSyncExternalStore } from "react";
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

/**
 * An area's words when its catalogue is here, else `english` (written beside the screen): for the
 * few screens that must show even when loading is what failed (a screen's script did not arrive,
 * the phone is offline), which cannot wait on a catalogue. It never suspends: it asks for the
 * catalogue (unless `ask` is false: a passing loading status that should cost no download) and
 * renders again in the member's language once the words arrive.
 */
export function useMessagesOr<N extends Namespace, K extends MessageKey<N>>(
  namespace: N,
  english: Readonly<Record<K, string>>,
  { ask = true }: { ask?: boolean } = {},
): (key: K) => string {
  const language = useLanguage();
  const ready = isCatalogueLoaded(language, namespace);
  const [, arrived] = useState(0);
  useEffect(() => {
    if (ready || !ask) return;
    let current = true;
    loadCatalogue(language, namespace).then(
      () => current && arrived((n) => n + 1),
      () => {}, // Offline or the file is gone: the English stays.
    );
    return () => {
      current = false;
    };
  }, [language, namespace, ready, ask]);
  return useCallback(
    (key: K) => (ready ? messageIn(language, namespace, key) : english[key]),
    [ready, language, namespace, english],
  );
}
