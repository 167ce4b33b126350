import { renderToStaticMarkup } from "react-dom/server";
import { BootFrame } from "./boot-frame";

/**
 * The boot frame as the build prerenders it into index.html (scripts/build/prerender-boot-plugin.ts),
 * run in Node, never in the app, with the name the build was given (APP_NAME).
 */
export function prerenderBootFrame(appName: string): string {
  return renderToStaticMarkup(<BootFrame appName={appName} />);
}
