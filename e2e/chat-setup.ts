import { expect, type Page, type Request } from "@playwright/test";
import { type ClientFrame, REALTIME_PATH, type ServerFrame } from "../src/shared/contracts/realtime";

const isThreadFetch = (request: Request) =>
  /\/api\/(message\/conversation|group\/messages)\//.test(new URL(request.url()).pathname);

const frameType = (message: string | Buffer): string | null => {
  if (typeof message !== "string") return null;
  try {
    return (JSON.parse(message) as { type?: string }).type ?? null;
  } catch {
    return null;
  }
};

/**
 * Holds back the server's "ready" frame on `page`'s socket (call before the page opens a thread).
 * `goLive()` waits until the thread has loaded over HTTP, lets the frame through, and waits for the
 * one catch-up fetch that going live triggers (the frame vouches for no quiet before it, so the
 * thread is read again, see holdReadyFrame). From then on the thread only changes by pushes.
 * Without the hold, "ready" can land while the first load is still in flight, and whether a
 * catch-up fetch follows depends on that race.
 */
export async function holdRealtime(page: Page): Promise<{ goLive: () => Promise<void> }> {
  let fetches = 0;
  let inFlight = 0;
  page.on("request", (request) => {
    if (!isThreadFetch(request)) return;
    fetches += 1;
    inFlight += 1;
  });
  const settled = (request: Request) => {
    if (isThreadFetch(request)) inFlight -= 1;
  };
  page.on("requestfinished", settled);
  page.on("requestfailed", settled);
  const ready = await holdReadyFrame(page, { quiet: "none" });
  return {
    async goLive() {
      await expect
        .poll(() => ready.held() && fetches > 0 && inFlight === 0, {
          message: "the socket is authenticated and the thread has loaded",
        })
        .toBe(true);
      const caughtUp = page.waitForResponse((response) => isThreadFetch(response.request()));
      ready.release();
      await caughtUp;
    },
  };
}

/**
 * Routes `page`'s socket through the test and keeps the first frame of `type` sent by `from` (the
 * server or the page) back: `held()` says it has arrived, `release()` lets it through. The rest
 * passes untouched.
 */
export async function holdFirstFrame(
  page: Page,
  from: "server" | "page",
  type: ServerFrame["type"] | ClientFrame["type"],
  rewrite: (message: string) => string = (message) => message,
): Promise<{ held: () => boolean; release: () => void }> {
  let release: (() => void) | null = null;
  await page.routeWebSocket(
    (url) => url.pathname === REALTIME_PATH,
    (socket) => {
      const server = socket.connectToServer();
      const [source, target] = from === "server" ? [server, socket] : [socket, server];
      source.onMessage((message) => {
        if (release === null && frameType(message) === type) {
          release = () => target.send(typeof message === "string" ? rewrite(message) : message);
          return;
        }
        target.send(message);
      });
    },
  );
  return {
    held: () => release !== null,
    release: () => {
      if (!release) throw new Error(`no ${type} frame is held`);
      release();
    },
  };
}

/**
 * Keeps the server's first "ready" frame back (see holdFirstFrame). With `quiet: "none"` the frame
 * is let through saying the server vouches for no quiet before it (quietMs 0, as an older server's
 * says nothing): every read the page sent before is read again once live (ADR 0068), and the
 * journeys that wait for that catch-up know from it that the page is live. By default the frame
 * goes as the server wrote it.
 */
export const holdReadyFrame = (page: Page, options: { quiet?: "as sent" | "none" } = {}) =>
  holdFirstFrame(page, "server", "ready", (message) =>
    options.quiet === "none" ? JSON.stringify({ ...JSON.parse(message), quietMs: 0 }) : message,
  );

// Types into the composer and sends with Enter.
export async function send(page: Page, text: string) {
  const box = page.getByRole("textbox", { name: "Message" });
  await box.fill(text);
  await box.press("Enter");
  await expect(box).toHaveValue("");
}
