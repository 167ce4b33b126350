// An experience's page, opened cold from a shared link, and the list's start their read as the page
// arrives, not after the app's first script has come over the network and run (issue 41): the build
// puts a small script of its own in front of them (scripts/build/early-read.ts), which asks for the
// experience or the list's first page with the member's stored token and leaves the answer's promise
// here. The screen's first read takes it (features/events/first-reads.ts); any answer but a 200 with
// success is left for the app's own call, which knows how to treat it.
//
// A read nobody takes would stay open: a fetch whose body is never read holds its request until the
// page goes, and a journey waiting for the network to go quiet waited on it for minutes (CI,
// 2026-12-01). That happened when the app's code was already in memory (a full load after another
// page of the app) and ran before the page's script: the app read, then the script read again. So
// the app's first read (of an experience or of the list) closes the slot (null), the script starts
// nothing once it is closed, and a read the app does not use has its body cancelled.

/** Where the page's script leaves its read: `{ url, response, at }`. */
export const EARLY_READ_GLOBAL = "__earlyRead";

/** The page's read: its answer, and when (performance.now()) it went out. */
export type EarlyRead = { response: Promise<Response>; at: number };

type LeftRead = { url: string; response: Promise<Response>; at?: unknown };

/**
 * The read the page started for `url`, once: a later visit to the same address reads afresh. The
 * slot is closed after the first call, so the page's script, if it has not run yet, asks nothing.
 * A read left without its time counts as sent when the page began (0): the catch-up when the
 * socket goes live reads it again rather than trust it as newer than it is (ADR 0068).
 */
export function takeEarlyRead(url: string): EarlyRead | undefined {
  const holder = globalThis as { [EARLY_READ_GLOBAL]?: LeftRead | null };
  const read = holder[EARLY_READ_GLOBAL];
  holder[EARLY_READ_GLOBAL] = null;
  if (!read) return undefined;
  if (read.url === url) return { response: read.response, at: typeof read.at === "number" ? read.at : 0 };
  discard(read.response);
  return undefined;
}

/** Lets the request of an answer nobody will read end, rather than hold it open. */
function discard(response: Promise<Response>): void {
  response.then((answer) => answer.body?.cancel()).catch(() => {});
}

/** The body of a read that answered 200 with `{ success: true, ... }`, else undefined. */
export async function earlyBody<B extends { data?: unknown }>(
  response: Promise<Response>,
): Promise<B | undefined> {
  try {
    const answer = await response;
    if (!answer.ok) {
      discard(response);
      return undefined;
    }
    const body = (await answer.json()) as (B & { success?: unknown }) | null;
    return body?.success === true ? body : undefined;
  } catch {
    return undefined;
  }
}
