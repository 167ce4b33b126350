// An experience's page, opened cold from a shared link, starts its read as the page arrives, not
// after the app's first script has come over the network and run (issue 41): the build puts a small
// script of its own in front of it (scripts/build/early-read.ts), which asks for the experience with
// the member's stored token and leaves the answer's promise here. The screen's first read takes it
// (features/events/first-reads.ts); any answer but a 200 with data is left for the app's own call,
// which knows how to treat it.

/** Where the page's script leaves its read: `{ url, response }`. */
export const EARLY_READ_GLOBAL = "__earlyRead";

type EarlyRead = { url: string; response: Promise<Response> };

/** The read the page started for `url`, once: a later visit to the same address reads afresh. */
export function takeEarlyRead(url: string): Promise<Response> | undefined {
  const holder = globalThis as { [EARLY_READ_GLOBAL]?: EarlyRead };
  const read = holder[EARLY_READ_GLOBAL];
  if (!read || read.url !== url) return undefined;
  delete holder[EARLY_READ_GLOBAL];
  return read.response;
}

/** The data of a read that answered 200 with `{ success: true, data }`, else undefined. */
export async function earlyData<T>(response: Promise<Response>): Promise<{ data: T } | undefined> {
  try {
    const answer = await response;
    if (!answer.ok) return undefined;
    const body = (await answer.json()) as { success?: unknown; data?: T };
    return body?.success === true ? { data: body.data as T } : undefined;
  } catch {
    return undefined;
  }
}
