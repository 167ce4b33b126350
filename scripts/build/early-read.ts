import { createHash } from "node:crypto";
import { endpointUrl } from "../../src/shared/endpoints/endpoint-url";
import { eventDetail } from "../../src/shared/endpoints/events";
import { STORAGE_KEYS } from "../../src/shared/limits";
import { EARLY_READ_GLOBAL } from "../../src/web/lib/early-read";

// An experience's page (event.html) starts its own read as it arrives (issue 41): on a member's cold
// visit to a shared link the read otherwise waited for the first script to come over slow 4G and run,
// then for a round trip of its own, before the page could draw. A classic script, so it runs as soon
// as it is here, not after the module graph; a file of ours, not inline, since the page's policy
// allows only our own scripts. It reads what the app reads (the address from the shared endpoint,
// the token from the app's storage key) and leaves the answer for src/web/lib/early-read.ts. Nothing
// without a stored token or with a service worker in charge: the app's code is then on the device,
// and the screen's own read goes out at once (app/router.tsx). Nothing either once the app has read
// the experience itself (it closes the slot, lib/early-read.ts): its code was in memory and ran first.

const PLACEHOLDER = "__id__";

/** The script's text: asks for the experience of /event/{id} with the stored token. */
export function earlyReadScript(): string {
  const [before, after] = endpointUrl(eventDetail, { params: { id: PLACEHOLDER } }).split(PLACEHOLDER);
  const url = `${JSON.stringify(before)}+encodeURIComponent(decodeURIComponent(m[1]))+${JSON.stringify(after)}`;
  return `(function(){try{var m=/^\\/event\\/([^/]+)\\/?$/.exec(location.pathname),t=localStorage.getItem(${JSON.stringify(STORAGE_KEYS.accessToken)});if(!m||!t||!t.trim()||t==="undefined"||t==="null"||window[${JSON.stringify(EARLY_READ_GLOBAL)}]!==undefined||(navigator.serviceWorker&&navigator.serviceWorker.controller))return;var u=${url},r=fetch(u,{headers:{Accept:"application/json",Authorization:"Bearer "+t}});r.catch(function(){});window[${JSON.stringify(EARLY_READ_GLOBAL)}]={url:u,response:r}}catch(e){}})();\n`;
}

/** The script as an asset named for its content, and the tag that runs it first thing in the head. */
export function earlyReadAsset(base: string): { fileName: string; source: string; tag: string } {
  const source = earlyReadScript();
  const hash = createHash("sha256").update(source).digest("base64url").slice(0, 8);
  const fileName = `assets/early-read-${hash}.js`;
  return { fileName, source, tag: `<script async fetchpriority="high" src="${base}${fileName}"></script>` };
}
