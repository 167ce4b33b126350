import { expect, type Page, type Request } from "@playwright/test";
import { REALTIME_PATH, type ServerFrame } from "../src/shared/contracts/realtime";

const isThreadFetch = (request: Request) =>
  /\/api\/(message\/conversation|group\/messages)\//.test(new URL(request.url()).pathname);

const isReady = (payload: string | Buffer) => {
  if (typeof payload !== "string") return false;
  try {
    return (JSON.parse(payload) as ServerFrame).type === "ready";
  } catch {
    return false;
  }
};

/**
 * Watch `page` from before it opens a thread; the returned wait resolves once its socket is live
 * (the server's "ready" frame) and the thread fetch that follows going live (the catch-up, or the
 * first load) has been answered. From then on the thread only changes by pushes.
 */
export function watchRealtime(page: Page): () => Promise<void> {
  let ready = false;
  let fetchesSinceReady = 0;
  let inFlight = 0;
  page.on("websocket", (socket) => {
    if (new URL(socket.url()).pathname !== REALTIME_PATH) return;
    socket.on("framereceived", (frame) => {
      if (isReady(frame.payload)) ready = true;
    });
  });
  page.on("request", (request) => {
    if (!isThreadFetch(request)) return;
    inFlight += 1;
    if (ready) fetchesSinceReady += 1;
  });
  const settled = (request: Request) => {
    if (isThreadFetch(request)) inFlight -= 1;
  };
  page.on("requestfinished", settled);
  page.on("requestfailed", settled);
  return async () => {
    await expect
      .poll(() => ready && fetchesSinceReady > 0 && inFlight === 0, {
        message: "the socket is live and the thread has caught up",
      })
      .toBe(true);
  };
}

// Types into the composer and sends with Enter.
export async function send(page: Page, text: string) {
  const box = page.getByRole("textbox", { name: "Message" });
  await box.fill(text);
  await box.press("Enter");
  await expect(box).toHaveValue("");
}
