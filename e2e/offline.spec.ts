import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Page } from "@playwright/test";
import { appNameFrom } from "../src/shared/app-name";
import { companions, conversation } from "../src/shared/endpoints/chat";
import { listEvents } from "../src/shared/endpoints/events";
import { API_READS_CACHE, OFFLINE_ANSWER_HEADER } from "../src/shared/offline-caches";
import { endpointPath } from "./api/client";
import { approvedEvent } from "./api/events";
import { sendDirect } from "./api/people";
import { expect, test } from "./fixtures";
import { controlledByServiceWorker, WITH_SERVICE_WORKER } from "./service-worker";

// The name the server and the build were given (APP_NAME), as they read it.
const APP_NAME = appNameFrom(process.env.APP_NAME);

// The thread's words below are its catalogue's English (src/web/locales/en/thread.json, issue 40).

// Issue 12, item 4 (ADR 0016): the built app is installable, and once a member has used it, a phone
// that loses its signal still opens the events, the chat list and a thread as last loaded, under a
// clear offline banner; a message written then waits in the outbox and goes once (issue 28 item 5).

const OFFLINE_BANNER = "You're offline. Showing what was last loaded.";

test.use(WITH_SERVICE_WORKER);

/** The list's read (its answer, from the network or the service worker's copy). */
const isListRead = (response: { url(): string }) =>
  new URL(response.url()).pathname === endpointPath(listEvents);

/** The API paths the service worker has kept an answer for. */
function keptReads(page: Page): Promise<string[]> {
  return page.evaluate(async (cacheName) => {
    const cache = await caches.open(cacheName);
    return (await cache.keys()).map((request) => new URL(request.url).pathname);
  }, API_READS_CACHE);
}

test("offline after a first visit: the events, the chat list and a thread as last loaded, under the banner", async ({
  page,
  context,
  request,
  login,
  newMember,
  consoleErrors,
}, testInfo) => {
  const stamp = `${testInfo.project.name}-${Date.now().toString(36)}`;
  const me = await login();
  const host = await newMember({ name: "Kabir Mehta" });
  const event = await approvedEvent(request, host, { name: `Nandi Hills sunrise ${stamp}` });
  await sendDirect(request, host, me, `See you at the gate ${stamp}`);

  // The list narrowed to this run's events (the database may hold other runs' on the same dates).
  const events = `/events?q=${encodeURIComponent(stamp)}`;

  // First visit: the service worker installs and takes the page over; the screens then load through
  // it, and it keeps their answers.
  await page.goto(events);
  await expect(page.getByText(event.name)).toBeVisible();
  await controlledByServiceWorker(page);
  await page.reload();
  await expect(page.getByText(event.name)).toBeVisible();
  await page.goto("/chat");
  await expect(page.getByText("Kabir Mehta")).toBeVisible();
  await page.goto(`/chats/user/${host.userId}`);
  await expect(page.getByRole("log")).toContainText(`See you at the gate ${stamp}`);
  await expect
    .poll(() => keptReads(page))
    .toEqual(
      expect.arrayContaining([
        endpointPath(listEvents),
        endpointPath(companions),
        endpointPath(conversation, { userId: host.userId }),
      ]),
    );

  // Meanwhile the server moves on; offline, the phone cannot know.
  const later = await approvedEvent(request, host, { name: `Skandagiri night trek ${stamp}` });
  await sendDirect(request, host, me, `Bring a torch ${stamp}`);

  // The signal goes. A reload comes from the service worker: the app shell, then the last answers.
  await context.setOffline(true);
  const offlineList = page.waitForResponse(isListRead);
  await page.goto(events);
  await expect(page.getByRole("status").filter({ hasText: OFFLINE_BANNER })).toBeVisible();
  await expect(page.getByText(event.name)).toBeVisible();
  // The answer says it came from the phone's copy: once the socket is live, it is read again
  // whatever the server says of its quiet (ADR 0068).
  expect((await offlineList).headers()[OFFLINE_ANSWER_HEADER.toLowerCase()]).toBe("1");
  await expect(page.getByText(later.name)).toHaveCount(0);

  await page.goto("/chat");
  await expect(page.getByText(OFFLINE_BANNER)).toBeVisible();
  await expect(page.getByText("Kabir Mehta")).toBeVisible();

  await page.goto(`/chats/user/${host.userId}`);
  await expect(page.getByRole("log")).toContainText(`See you at the gate ${stamp}`);
  await expect(page.getByRole("log")).not.toContainText(`Bring a torch ${stamp}`);
  // A message written now waits in the outbox (issue 28 item 5), and the box says so.
  await expect(
    page.getByText("You're offline. Messages you send now wait here and go once you're back online."),
  ).toBeVisible();
  await page.getByRole("textbox", { name: "Message" }).fill(`On my way ${stamp}`);
  await page.getByRole("textbox", { name: "Message" }).press("Enter");
  await expect(page.getByRole("log").getByText("Waiting for connection")).toBeVisible();

  // The signal returns: the banner goes without a reload, and the message goes once.
  await context.setOffline(false);
  await expect(page.getByText(OFFLINE_BANNER)).toBeHidden();
  await expect(page.getByRole("log").getByText("Waiting for connection")).toBeHidden();
  await expect(page.getByRole("log").getByText(`On my way ${stamp}`)).toHaveCount(1);
  // Online, the screens are the network's again: what happened meanwhile shows.
  const onlineList = page.waitForResponse(isListRead);
  await page.goto(events);
  await expect(page.getByText(later.name)).toBeVisible();
  expect((await onlineList).headers()[OFFLINE_ANSWER_HEADER.toLowerCase()]).toBeUndefined();

  // What failed while offline was the network itself (the realtime socket, a picture not kept yet,
  // a read the service worker passed on and could not answer from its copy, which the page sees as
  // ERR_FAILED: the thread's catch-up read as the signal came back): expected, and nothing else may
  // have gone wrong.
  const unexpected = consoleErrors.filter(
    (line) => !/ERR_INTERNET_DISCONNECTED|WebSocket|^Failed to load resource: net::ERR_FAILED\b/.test(line),
  );
  consoleErrors.splice(0, consoleErrors.length, ...unexpected);
});

test("Chromium finds the app installable", async ({ playwright }, testInfo) => {
  // Installing needs a browser profile: a test's usual context is an incognito one, which Chromium
  // never offers to install from ("in-incognito"). A throwaway persistent profile is a real one.
  const { launchOptions, baseURL, viewport, isMobile, hasTouch, userAgent, deviceScaleFactor } =
    testInfo.project.use;
  const profile = mkdtempSync(path.join(os.tmpdir(), "meetup-install-"));
  const context = await playwright.chromium.launchPersistentContext(profile, {
    ...launchOptions,
    baseURL,
    viewport,
    isMobile,
    hasTouch,
    userAgent,
    deviceScaleFactor,
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto("/signin");
    await controlledByServiceWorker(page);
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send("Page.getInstallabilityErrors");
    expect(installabilityErrors).toEqual([]);
    const manifest = await cdp.send("Page.getAppManifest");
    expect(manifest.errors).toEqual([]);
    expect(JSON.parse(manifest.data ?? "{}")).toMatchObject({
      name: APP_NAME,
      display: "standalone",
      start_url: "/",
      theme_color: "#f97316",
    });
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});
