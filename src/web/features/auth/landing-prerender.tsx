import { compileMessage } from "@lingui/message-utils/compileMessage";
import { renderToStaticMarkup } from "react-dom/server";
import { compileMessagesWith, type Language, loadCatalogue, startLanguage, translate } from "../../lib/i18n";
import { documentTitle } from "../../lib/texts";
import { Landing } from "./landing";

/**
 * The landing as the build prerenders it into the sign-in pages (scripts/build/prerender-signin-plugin.ts),
 * run in Node, never in the app: once per language, so the server can send each visitor the one in
 * their browser's language and the app's first render draws the same words over it. Node reads the
 * catalogue as written, so it compiles the messages as it loads them (the browser gets them compiled
 * by the build).
 */
export async function prerenderLanding(language: Language): Promise<{ markup: string; title: string }> {
  compileMessagesWith(compileMessage);
  // The build's own choice: nothing is remembered, as no device is there.
  startLanguage({ read: () => language, save: () => {} });
  await loadCatalogue(language, "signin");
  const markup = renderToStaticMarkup(
    <Landing signIn={() => {}} waiting={false} busy={false} error={null} prerendered />,
  );
  return { markup, title: documentTitle(translate("signin", "documentTitle")) };
}
