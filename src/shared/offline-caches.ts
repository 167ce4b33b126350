// The Cache Storage names the service worker writes (vite.config.ts) and the web app empties
// (src/web/lib/offline-cache.ts). Constants only, so that the web app's main chunk imports no
// endpoint definitions to learn them.

/** The last answers of the member's reads (src/shared/offline-reads.ts): one member's own data. */
export const API_READS_CACHE = "api-reads";

/**
 * Public images (avatars, covers, presets), kept cache first with a size limit; the same for every
 * member. Never chat photos (issue 41 item 6). Named anew because the cache of earlier versions,
 * "images", held chat photos too: the worker deletes it when it takes over (push-sw.js).
 */
export const IMAGES_CACHE = "public-images";

/**
 * The header the service worker adds to a read it answers from API_READS_CACHE rather than the
 * network (vite.config.ts writes it as this literal, since its plugin is copied into sw.js as text):
 * such an answer may be days old, so the catch-up when the socket goes live reads it again whatever
 * the server says of its quiet (src/web/lib/queries/fetch-starts.ts, ADR 0068).
 */
export const OFFLINE_ANSWER_HEADER = "X-Offline-Answer";
