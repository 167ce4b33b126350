import { isLanguage, type Language } from "../../../shared/languages";
import { languageFromAcceptLanguage } from "../../platform/accept-language";

/**
 * The chooser's language: the `ui_locales` of the sign-in request (OpenID Connect's "the member's
 * preferred languages, space-separated, most preferred first", which the app sends in the language
 * its screens speak), the first the app speaks; else the browser's Accept-Language. A member who
 * picked Hindi on an English phone gets the chooser in Hindi.
 */
export function chooserLanguage(uiLocales: string | undefined, acceptLanguage: string | undefined): Language {
  for (const tag of (uiLocales ?? "").split(" ").slice(0, 10)) {
    const primary = tag.split(/[-_]/)[0]?.toLowerCase();
    if (isLanguage(primary)) return primary;
  }
  return languageFromAcceptLanguage(acceptLanguage);
}
