import { useLingui } from "@lingui/react";
import { use, useCallback } from "react";
import type { MessageKey, MessageValues, Namespace } from "./catalogues";
import { isCatalogueLoaded, loadCatalogue } from "./i18n";
import type { Language } from "./languages";

export type Translate<N extends Namespace> = (key: MessageKey<N>, values?: MessageValues) => string;

/**
 * An area's words in the active language, as `t(key, values)`. The screen re-renders when the
 * language changes (`t` is then a new function, so an effect that uses it runs again). Until the
 * area's catalogue is loaded the screen suspends; the router loads it beside the screen's code, so
 * the first render usually finds it there.
 */
export function useMessages<N extends Namespace>(namespace: N): Translate<N> {
  const { i18n, _ } = useLingui();
  const language = i18n.locale as Language;
  if (!isCatalogueLoaded(language, namespace)) use(loadCatalogue(language, namespace));
  return useCallback<Translate<N>>((key, values) => _(`${namespace}.${key}`, values), [_, namespace]);
}

/** The active language; the component re-renders when it changes. */
export function useLanguage(): Language {
  return useLingui().i18n.locale as Language;
}
