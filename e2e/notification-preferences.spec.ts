import { startPushService } from "../src/server/test/push-service";
import type { NotificationPreferences } from "../src/shared/contracts/preferences";
import * as push from "../src/shared/endpoints/push";
import * as testClock from "../src/shared/endpoints/test-clock";
import * as users from "../src/shared/endpoints/users";
import { PUSH_MESSAGES } from "../src/shared/texts";
import ACCOUNT from "../src/web/locales/en/account.json" with { type: "json" };
import PROFILE from "../src/web/locales/en/profile.json" with { type: "json" };
import { callEndpoint, endpointPath } from "./api/client";
import { adminSession, type Member } from "./api/members";
import { sendDirect } from "./api/people";
import { expectAccessible } from "./axe";
import { expect, test } from "./fixtures";

// Notification preferences and quiet hours (issue 13 item 5, ADR 0017 "Preferences and quiet hours").
// Covered: the /profile/notifications screen saves a choice that a reload (and the API) shows again;
// and quiet hours hold a direct message's push on the real server until they end, then send it.
// The e2e server runs with TEST_CLOCK=1: the spec sets the member's quiet hours to cover "now" and
// end three hours later, checks the push is held while a later, unheld push goes out, then runs the
// job worker's clock past the end (PUT /api/admin/test-clock) and sees the held push leave. The e2e
// server keeps quiet hours off for members who never saved preferences (DEFAULT_QUIET_HOURS=off), so
// other specs' pushes never wait for 08:00.

const getPrefs = async (request: Parameters<typeof callEndpoint>[0], member: Member) =>
  (await callEndpoint(request, users.getNotificationPreferences, { as: member })).data;

/** HH:MM in India (UTC+05:30) of an instant. */
const indiaClock = (ms: number) => new Date(ms + 330 * 60_000).toISOString().slice(11, 16);

test("the notifications screen saves the switches and quiet hours, and shows them after a reload", async ({
  page,
  request,
  login,
}) => {
  const member = await login();
  await page.goto("/profile");
  await page.getByRole("link", { name: PROFILE.notifications, exact: true }).click();
  await expect(page).toHaveURL(/\/profile\/notifications$/);
  await expect(page.getByRole("heading", { name: ACCOUNT.notificationsTitle, level: 1 })).toBeVisible();

  const requestsPush = page.getByRole("switch", { name: "Requests by push" });
  await expect(requestsPush).toHaveAttribute("aria-checked", "true");
  // The screen passes the same WCAG checks as the others (e2e/routes.spec.ts).
  await expectAccessible(page, "the notifications screen");
  await requestsPush.click();
  await page.getByRole("switch", { name: "Event updates by email" }).click();
  const quiet = page.getByRole("switch", { name: ACCOUNT.quietSwitch });
  // This server starts members with quiet hours off (see above); the member turns them on.
  if ((await quiet.getAttribute("aria-checked")) === "false") await quiet.click();
  await page.getByLabel(ACCOUNT.from).fill("23:15");
  await page.getByLabel(ACCOUNT.to).fill("06:30");
  await page.getByRole("button", { name: ACCOUNT.save }).click();
  await expect(page.getByText(ACCOUNT.saved)).toBeVisible();

  await page.reload();
  await expect(page.getByRole("switch", { name: "Requests by push" })).toHaveAttribute(
    "aria-checked",
    "false",
  );
  await expect(page.getByRole("switch", { name: "Requests by email" })).toHaveAttribute(
    "aria-checked",
    "true",
  );
  await expect(page.getByRole("switch", { name: "Event updates by email" })).toHaveAttribute(
    "aria-checked",
    "false",
  );
  await expect(page.getByRole("switch", { name: ACCOUNT.quietSwitch })).toHaveAttribute(
    "aria-checked",
    "true",
  );
  await expect(page.getByLabel(ACCOUNT.from)).toHaveValue("23:15");
  await expect(page.getByLabel(ACCOUNT.to)).toHaveValue("06:30");

  const stored = await getPrefs(request, member);
  expect(stored.channels.requests).toEqual({ push: false, email: true });
  expect(stored.channels.eventUpdates).toEqual({ push: true, email: false });
  expect(stored.quietHours).toEqual({ enabled: true, start: "23:15", end: "06:30" });
});

// @alone (playwright.config.ts): it runs the server's job clock hours ahead, which would fire the
// timed jobs of journeys running beside it.
test("quiet hours hold a direct message's push until they end, then send it @alone", async ({
  request,
  newMember,
}) => {
  const publicKey: string = (await (await request.get(endpointPath(push.pushKey))).json()).data.publicKey;
  const service = await startPushService({ vapidPublicKey: publicKey });
  const admin = await adminSession(request);
  const setClock = (offsetMs: number) =>
    callEndpoint(request, testClock.setTestClock, { as: admin, data: { offsetMs } });
  // A device's pushes of direct messages: the clock run hours ahead may also bring what falls due
  // then (on a Sunday morning, the weekly "New near you" at 10:00), which is not this journey's.
  const subscribe = async (member: Member) => {
    const device = service.device();
    await callEndpoint(request, push.subscribe, { as: member, data: device.subscription });
    return () =>
      service.delivered.filter(
        (d) => d.deviceId === device.id && String(d.payload.url).startsWith("/chats/user/"),
      );
  };
  try {
    const member = await newMember();
    const pushes = await subscribe(member);
    // A member without quiet hours: their push shows when the worker has looked at what is due.
    const other = await newMember();
    const othersPushes = await subscribe(other);

    // Outside quiet hours a message pushes at once: the pipeline is live.
    const early = await newMember();
    await sendDirect(request, early, member, "are we still on?");
    await expect.poll(() => pushes().length, { timeout: 15_000 }).toBe(1);

    // Quiet from an hour ago until three hours from now, India time.
    const now = Date.now();
    const endMs = now + 3 * 60 * 60_000;
    const prefs: NotificationPreferences = {
      ...(await getPrefs(request, member)),
      quietHours: { enabled: true, start: indiaClock(now - 60 * 60_000), end: indiaClock(endMs) },
    };
    await callEndpoint(request, users.putNotificationPreferences, { as: member, data: prefs });

    const sender = await newMember();
    await sendDirect(request, sender, member, "see you at the trailhead");
    // A later message to a member outside quiet hours pushes at once; by the time it arrives the
    // worker has run past the held one, which is still not due.
    await sendDirect(request, sender, other, "bring water");
    await expect.poll(() => othersPushes().length, { timeout: 15_000 }).toBe(1);
    expect(pushes()).toHaveLength(1);

    // The worker's clock moves past the end of the quiet hours: the held push leaves.
    await setClock(endMs - Date.now() + 60_000);
    await expect.poll(() => pushes().length, { timeout: 15_000 }).toBe(2);
    expect(pushes()[1]!.payload).toMatchObject({
      title: PUSH_MESSAGES.directMessageTitle(sender.name),
      body: "see you at the trailhead",
    });
  } finally {
    await setClock(0);
    await service.close();
  }
});
