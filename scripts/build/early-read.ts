import { createHash } from "node:crypto";
import { DEFAULT_EVENT_IMAGE, HOME_BACKGROUND } from "../../src/shared/category-images";
import { COVER_SIZES, coverSrcSet } from "../../src/shared/cover-image";
import { endpointUrl } from "../../src/shared/endpoints/endpoint-url";
import { eventDetail, listEvents } from "../../src/shared/endpoints/events";
import { NEAR_ME_STORAGE_KEY, STORAGE_KEYS } from "../../src/shared/limits";
import type { ScreenPage } from "../../src/shared/screen-pages";
import { eventsPageQuery } from "../../src/web/features/events/list-query";
import { EARLY_READ_GLOBAL } from "../../src/web/lib/early-read";

// An experience's page (event.html) and the list's (events.html) start their own read as they
// arrive (issue 41, ADR 0063): on a member's cold visit the read otherwise waited for the first
// script to come over slow 4G and run, then for a round trip of its own, before the screen could
// draw. A classic script, so it runs as soon as it is here, not after the module graph; a file of
// ours, not inline, since the page's policy allows only our own scripts. It reads what the app reads
// (the addresses from the shared endpoints and the list's own query, the token from the app's
// storage key) and leaves the answer for src/web/lib/early-read.ts. Nothing without a stored token
// or with a service worker in charge: the app's code is then on the device, and the screen's own
// read goes out at once (app/router.tsx). Nothing either once the app has made its first read itself
// (it closes the slot, lib/early-read.ts): its code was in memory and ran first.

const PLACEHOLDER = "__id__";

const HASH = "0".repeat(40);

/**
 * The list's script's function that asks for a card's picture as the card draws it
 * (components/event-image.tsx):
 * for an upload, its copies' srcset with the cover's sizes, made here from the shared definitions
 * (an upload's copies are named from its key, which stands in for it); any other picture as it is.
 */
function picture(): string {
  const upload = `/uploads/${HASH}.webp`;
  const srcset = JSON.stringify(coverSrcSet(upload)).split(HASH).join('"+v[1]+"');
  return `function(s){var l=document.createElement("link"),v=/^\\/uploads\\/([0-9a-f]{40})\\.webp$/.exec(s);l.rel="preload";l.as="image";l.fetchPriority="high";if(v){l.imageSrcset=${srcset};l.imageSizes=${JSON.stringify(COVER_SIZES)}}l.href=s;document.head.appendChild(l)}`;
}

/** The pages that run a script of their own (preload-plugin.ts), each with only what it needs. */
export const EARLY_PAGES = ["event", "events", "home"] as const satisfies readonly ScreenPage[];
export type EarlyPage = (typeof EARLY_PAGES)[number];

export const isEarlyPage = (page: ScreenPage): page is EarlyPage =>
  (EARLY_PAGES as readonly ScreenPage[]).includes(page);

/**
 * A page's script, for a member with a stored token whose page no service worker serves:
 * - an experience's (/event/{id}) asks for the experience;
 * - the list's (/events with no filter in the address and Near me off: the list a first visit
 *   opens; any other the screen reads itself) asks for the list's first page, and once it names the
 *   first card's picture, the largest thing on a phone's first screen, asks for that picture too,
 *   rather than once the screen has drawn the card;
 * - home's (/) asks for home's picture, drawn behind the greeting (not for a visitor with no
 *   session, whom the app sends to sign in).
 */
export function earlyReadScript(page: EarlyPage): string {
  const slot = JSON.stringify(EARLY_READ_GLOBAL);
  // The answer's promise left for the app, unless the app has already read (it closed the slot).
  const read = (url: string, then = "") =>
    `if(window[${slot}]!==undefined)return;var u=${url},a=performance.now(),r=fetch(u,{headers:{Accept:"application/json",Authorization:"Bearer "+t}});r.catch(function(){});${then}window[${slot}]={url:u,response:r,at:a};`;
  let body: string;
  if (page === "home")
    body = `if(p!=="/")return;var l=document.createElement("link");l.rel="preload";l.as="image";l.fetchPriority="high";l.href=${JSON.stringify(HOME_BACKGROUND)};document.head.appendChild(l);`;
  else if (page === "event") {
    const [before, after] = endpointUrl(eventDetail, { params: { id: PLACEHOLDER } }).split(PLACEHOLDER);
    const detail = `${JSON.stringify(before)}+encodeURIComponent(decodeURIComponent(m[1]))+${JSON.stringify(after)}`;
    body = `var m=/^\\/event\\/([^/]+)\\/?$/.exec(p);if(!m)return;${read(detail)}`;
  } else {
    const list = JSON.stringify(
      endpointUrl(listEvents, { query: eventsPageQuery(new URLSearchParams(), null, null) }),
    );
    const firstCard = `r.then(function(a){return a.ok?a.clone().json():null}).then(function(b){var c=b&&b.success===true&&b.data&&b.data[0];if(c)(${picture()})(c.image||${JSON.stringify(DEFAULT_EVENT_IMAGE)})}).catch(function(){});`;
    body = `if(!/^\\/events\\/?$/.test(p)||location.search||sessionStorage.getItem(${JSON.stringify(NEAR_ME_STORAGE_KEY)}))return;${read(list, firstCard)}`;
  }
  return `(function(){try{var p=location.pathname,t=localStorage.getItem(${JSON.stringify(STORAGE_KEYS.accessToken)});if(!t||!t.trim()||t==="undefined"||t==="null"||(navigator.serviceWorker&&navigator.serviceWorker.controller))return;${body}}catch(e){}})();\n`;
}

/** A page's script as an asset named for its content, and the tag that runs it first in the head. */
export function earlyReadAsset(
  base: string,
  page: EarlyPage,
): { fileName: string; source: string; tag: string } {
  const source = earlyReadScript(page);
  const hash = createHash("sha256").update(source).digest("base64url").slice(0, 8);
  const fileName = `assets/early-read-${page}-${hash}.js`;
  return { fileName, source, tag: `<script async fetchpriority="high" src="${base}${fileName}"></script>` };
}
