import type { Page } from "@playwright/test";
import * as chat from "../src/shared/endpoints/chat";
import * as events from "../src/shared/endpoints/events";
import * as inbox from "../src/shared/endpoints/inbox";
import { callEndpoint, endpointPath } from "./api/client";
import { approvedEvent, askToJoin, freshGroup, inDays } from "./api/events";
import { uniqueTag } from "./api/members";
import { sendDirect } from "./api/people";
import { holdFirstFrame, holdReadyFrame } from "./chat-setup";
import { expect, test } from "./fixtures";

// Issue 12, "push, don't pull": a member who is not reading a thread makes no request because of a
// message in it. The pushed frame carries what the chat list, the unread badges and the bell need,
// and the app writes it into its caches.

/** Counts the page's API requests, and those still waiting for an answer. */
function watchApi(page: Page) {
  const state = { inFlight: 0, gets: [] as string[], recording: false };
  const isApi = (url: string) => new URL(url).pathname.startsWith("/api/");
  page.on("request", (request) => {
    if (!isApi(request.url())) return;
    state.inFlight += 1;
    if (state.recording && request.method() === "GET") state.gets.push(new URL(request.url()).pathname);
  });
  const done = (request: { url(): string }) => {
    if (isApi(request.url())) state.inFlight -= 1;
  };
  page.on("requestfinished", done);
  page.on("requestfailed", done);
  return state;
}

/**
 * Holds back the server's "ready" frame until `goLive()`, which lets it through once the page's
 * first loads have answered and waits for the counts' catch-up refetch that going live makes. From
 * then on, only pushes change the screen (as chat-setup.ts does for a thread).
 */
async function holdReady(page: Page, api: ReturnType<typeof watchApi>) {
  // Vouching for no quiet, so that going live reads the counts again and says it is live.
  const ready = await holdReadyFrame(page, { quiet: "none" });
  return {
    async goLive() {
      await expect
        .poll(() => ready.held() && api.inFlight === 0, {
          message: "authenticated, first loads answered",
        })
        .toBe(true);
      const caughtUp = page.waitForResponse(
        (r) => new URL(r.url()).pathname === endpointPath(inbox.unreadCounts),
      );
      ready.release();
      await caughtUp;
      await expect.poll(() => api.inFlight, { message: "the catch-up has settled" }).toBe(0);
    },
  };
}

test("messages pushed to a member on the chat list update it and its badges without a request", async ({
  page,
  request,
  login,
  newMember,
}, testInfo) => {
  const stamp = `${testInfo.project.name}-${Date.now().toString(36)}`;
  const name = `Cubbon park picnic ${stamp}`;
  const rohan = await newMember({ name: "Rohan Gupta" });
  const meera = await login({ member: await newMember({ name: "Meera Nair" }) });
  const { eventId } = await freshGroup(request, rohan, meera, { name });

  const api = watchApi(page);
  const socket = await holdReady(page, api);
  await page.goto("/chat?tab=groups");
  const groupRow = page.getByRole("link", { name: new RegExp(name) });
  await expect(groupRow).toBeVisible();
  await socket.goLive();

  api.recording = true;
  await callEndpoint(request, chat.sendGroupMessage, {
    params: { eventId },
    as: rohan,
    data: { content: `Bring a mat ${stamp}` },
  });
  await expect(groupRow).toContainText(`Bring a mat ${stamp}`);
  await expect(page.getByRole("tab", { name: "Groups · 1 new" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Chat, 1 unread" })).toBeVisible();

  await sendDirect(request, rohan, meera, `Are you coming? ${stamp}`);
  await expect(page.getByRole("tab", { name: "People · 1 new" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Chat, 2 unread" })).toBeVisible();
  expect(api.gets, "GET requests to the API between the sends and the updates").toEqual([]);
  api.recording = false;

  // The people list already holds the new conversation, written from the push.
  await page.getByRole("tab", { name: "People · 1 new" }).click();
  await expect(page.getByRole("link", { name: /Rohan Gupta/ })).toContainText(`Are you coming? ${stamp}`);
});

test("a change made while the socket is still connecting reaches the event screen when it goes live", async ({
  page,
  request,
  login,
  newMember,
}, testInfo) => {
  const stamp = `${testInfo.project.name}-${Date.now().toString(36)}`;
  const host = await login({ member: await newMember({ name: "Rohan Gupta" }) });
  const meera = await newMember({ name: "Meera Nair" });
  const event = await approvedEvent(request, host, { name: `Ulsoor lake walk ${stamp}` });

  // The screen has loaded over HTTP, but the socket's sign-in has not reached the server: a request
  // made now is pushed to nobody, and only the catch-up when the socket goes live shows it.
  const auth = await holdFirstFrame(page, "page", "auth");
  await page.goto(`/listing/myevent/detail/${event._id}`);
  const seekers = page.getByRole("region", { name: /^Seekers/ });
  await expect(seekers).toContainText("No pending requests.");
  await expect.poll(() => auth.held(), { message: "the socket has tried to sign in" }).toBe(true);
  await askToJoin(request, event._id, meera);
  await expect(seekers).not.toContainText("Meera");

  auth.release();
  await expect(seekers).toContainText("Meera");
});

test("a screen read just before the socket is live is not read again when nothing was pushed meanwhile", async ({
  page,
  request,
  login,
  newMember,
}) => {
  const stamp = uniqueTag();
  const host = await newMember({ name: "Ira Kulkarni", city: "Pune" });
  await approvedEvent(request, host, {
    name: `Koregaon cafe crawl ${stamp}`,
    state: "Maharashtra",
    city: "Pune",
    fromDate: inDays(4),
    toDate: inDays(4),
  });
  const meera = await login({ member: await newMember({ name: "Meera Nair", city: "Pune" }) });
  const listReads: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.pathname === endpointPath(events.listEvents)) listReads.push(url.search);
  });

  // The list is read and on screen before the server's "ready" reaches the page (on a phone, the
  // socket's handshake often ends after the first read has gone out). The server pushed nothing for
  // Meera meanwhile, and says so: the list is not read again once live (ADR 0068).
  const ready = await holdReadyFrame(page);
  await page.goto("/events");
  await expect(page.getByRole("list", { name: "Events" }).getByRole("listitem").first()).toBeVisible();
  await expect.poll(() => ready.held(), { message: "the socket has signed in" }).toBe(true);
  ready.release();

  // A push after "ready" is applied after it: once the badge shows it, "ready" has been handled.
  await sendDirect(request, host, meera, `Are you coming? ${stamp}`);
  await expect(page.getByRole("link", { name: "Chat, 1 unread" })).toBeVisible();
  expect(listReads).toEqual(["?limit=12"]);
});
