import type { Page } from "@playwright/test";
import { freshGroup } from "./api/events";
import { sendDirect } from "./api/people";
import { axe } from "./axe";
import { expect, test } from "./fixtures";

// WCAG 2 A and AA checks (labels, names, contrast, landmarks) on the key screens.
async function expectAccessible(page: Page, route: string) {
  await page.goto(route);
  await expect(page.locator("h1").first()).toBeVisible();
  // Let lazy content and images settle before scanning.
  await page.waitForLoadState("networkidle");
  const { violations } = await axe(page).analyze();
  const summary = violations.map(
    (v) =>
      `${v.id}: ${v.help} (${v.nodes
        .map((n) => n.target.join(" "))
        .slice(0, 3)
        .join(", ")})`,
  );
  expect(summary, route).toEqual([]);
}

test("the sign-in screen passes axe @layout", async ({ page }) => {
  await expectAccessible(page, "/signin");
});

// The member screens in three tests of four or five, each with its own time: thirteen screens in one
// test took 1.2 minutes on a quiet machine and ran out of its three on a busy one (CI, 2026-12-01),
// and a failure now names the screens it was on.
type Seen = { eventId: string; groupId: string; hostId: string };
const MEMBER_SCREENS: Record<string, (seen: Seen) => string[]> = {
  "home, experiences and people": (seen) => [
    "/",
    "/events",
    `/event/${seen.eventId}`,
    "/people",
    `/people/detail/${seen.hostId}`,
  ],
  "listings and profile": () => [
    "/listing",
    "/listing/input",
    "/profile",
    "/profile/detail",
    "/profile/photo",
  ],
  chat: (seen) => ["/chat", `/chats/user/${seen.hostId}`, `/chats/group/${seen.groupId}/${seen.eventId}`],
};

for (const [area, screens] of Object.entries(MEMBER_SCREENS)) {
  test(`member screens pass axe: ${area} @layout`, async ({ page, request, login, newMember }) => {
    // Each screen loaded, settled and scanned: the time is the screens', not a wait on the clock.
    test.slow();
    const me = await login();
    // Something on every screen: another member's experience the viewer is in, and a conversation.
    const host = await newMember({ name: "Rohan Gupta" });
    const group = await freshGroup(request, host, me);
    await sendDirect(request, host, me, "Welcome aboard! See you at the lake.");
    // The bell's count is on the screens scanned (Lighthouse's axe found its contrast short of AA
    // once): the acceptance is unread.
    await page.goto("/");
    await expect(page.getByRole("button", { name: /^Notifications, \d+ unread$/ }).first()).toBeVisible();
    for (const route of screens({ eventId: group.eventId, groupId: group.groupId, hostId: host.userId }))
      await expectAccessible(page, route);
  });
}

test("admin screens pass axe @layout", async ({ page, login }) => {
  await login({ role: "admin" });
  for (const route of ["/admin", "/admin/event", "/admin/flag", "/admin/photo-checks"]) {
    await expectAccessible(page, route);
  }
});
