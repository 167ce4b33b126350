import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { DEMO_ADMIN, DEMO_MEMBER, expect, loginAs, test } from "./fixtures";

// WCAG 2 A and AA checks (labels, names, contrast, landmarks) on the key screens.
async function expectAccessible(page: Page, route: string) {
  await page.goto(route);
  await expect(page.locator("h1").first()).toBeVisible();
  // Let lazy content and images settle before scanning.
  await page.waitForLoadState("networkidle");
  const { violations } = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .analyze();
  const summary = violations.map(
    (v) =>
      `${v.id}: ${v.help} (${v.nodes
        .map((n) => n.target.join(" "))
        .slice(0, 3)
        .join(", ")})`,
  );
  expect(summary, route).toEqual([]);
}

test("the sign-in screen passes axe", async ({ page }) => {
  await expectAccessible(page, "/signin");
});

test("member screens pass axe", async ({ page, request }) => {
  const { accessToken } = await loginAs(page, request, DEMO_MEMBER);
  const headers = { authorization: `Bearer ${accessToken}` };
  const events = (await (await request.get("/api/events", { headers })).json()).data;
  const people = (await (await request.get("/api/matching", { headers })).json()).data;
  const groups = (await (await request.get("/api/group/my-groups", { headers })).json()).data;
  for (const route of [
    "/",
    "/events",
    `/event/${events[0]._id}`,
    "/people",
    `/people/detail/${people[0]._id}`,
    "/listing",
    "/listing/input",
    "/profile",
    "/profile/detail",
    "/chat",
    `/chats/user/${people[0]._id}`,
    `/chats/group/${groups[0]._id}/${groups[0].eventId._id}`,
  ]) {
    await expectAccessible(page, route);
  }
});

test("admin screens pass axe", async ({ page, request }) => {
  await loginAs(page, request, DEMO_ADMIN);
  for (const route of ["/admin", "/admin/event", "/admin/flag"]) {
    await expectAccessible(page, route);
  }
});
