import { I18nProvider } from "@lingui/react";
import type { ReactNode } from "react";
import { i18n } from "./i18n";

/** Around every screen (app.tsx, the tests' render, the prerender): the active language and its words. */
export function LanguageProvider({ children }: { children: ReactNode }) {
  return <I18nProvider i18n={i18n}>{children}</I18nProvider>;
}
