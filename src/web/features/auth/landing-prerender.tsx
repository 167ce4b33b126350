import { compileMessage } from "@lingui/message-utils/compileMessage";
import { renderToStaticMarkup } from "react-dom/server";
import { compileMessagesWith, loadCatalogue, translate } from "../../lib/i18n";
import { documentTitle } from "../../lib/texts";
import { Landing } from "./landing";

/**
 * The landing as the build prerenders it into signin.html (scripts/build/prerender-signin-plugin.ts),
 * run in Node, never in the app: in English, which most visitors read and the SPEC's words are
 * written in; a Hindi visitor's first render replaces it. Node reads the catalogue as written, so it
 * compiles the messages as it loads them (the browser gets them compiled by the build).
 */
export async function prerenderLanding(): Promise<{ markup: string; title: string }> {
  compileMessagesWith(compileMessage);
  await loadCatalogue("en", "signin");
  const markup = renderToStaticMarkup(
    <Landing signIn={() => {}} waiting={false} busy={false} error={null} prerendered />,
  );
  return { markup, title: documentTitle(translate("signin", "documentTitle")) };
}
