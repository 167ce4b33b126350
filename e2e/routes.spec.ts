import type { APIRequestContext, Page } from "@playwright/test";
import { approvedEvent, askToJoin, createEvent, freshGroup, joinAndAccept } from "./api/events";
import { type Member, registerMember } from "./api/members";
import { flagMember, sendDirect } from "./api/people";
import { expectAccessible } from "./axe";
import { expect, test } from "./fixtures";

// Every route of SPEC section 2 renders for a signed-in member (admin routes for an admin), with a
// heading and without a console error, at phone and desktop widths; the key screens, once settled,
// pass axe (WCAG 2 A and AA: labels, names, contrast, landmarks). One visit does both: the screens
// axe scans were loaded a second time by journeys of their own, and those loads and their members
// were a sixth of the journeys' time (2026-12-02).

/**
 * Opens `route`, which must stay where it is and show a heading; `scan` then waits for it to settle.
 * The first route of a journey loads the app; the others are opened inside it, as the browser's back
 * and forward buttons do (a history entry, then `popstate`), so each screen renders through the app's
 * own navigation instead of a fresh load of the whole app: each load cost the browser about 1.2 s of
 * CPU time, and the route journeys loaded 80 (2026-12-02).
 */
async function visit(page: Page, route: string, scan: boolean) {
  if (page.url() === "about:blank") await page.goto(route);
  else await openInApp(page, route);
  await expect(page, route).toHaveURL(new RegExp(`${route.replace(/[/]/g, "\\/")}$`));
  await expect(page.locator("h1").first(), route).toBeVisible();
  if (!scan) return;
  // Lazy content and images settled before scanning.
  await page.waitForLoadState("networkidle");
  await expectAccessible(page, route);
}

/**
 * Navigates the loaded app to `route` and waits until its screen is the one on show. The app renders
 * a navigation in a transition and marks it on its progress bar (`data-navigation`): "loading" from
 * the popstate's own render, "idle" once the next screen has committed.
 */
async function openInApp(page: Page, route: string) {
  await page.evaluate(async (to) => {
    history.pushState(null, "", to);
    dispatchEvent(new PopStateEvent("popstate"));
    // React renders the pending state of a navigation begun in a popstate at once (a discrete event).
    await Promise.resolve();
  }, route);
  await expect(page.locator("[data-navigation]"), route).toHaveAttribute("data-navigation", "idle");
}

test("the sign-in screen passes axe @layout", async ({ page }) => {
  await visit(page, "/signin", true);
});

// The member's world, made once per worker through the API: an experience they host with an
// accepted member (so a group) and a pending request; another member's experience they were accepted
// to; a member who wrote to them, and that host, who wrote too (a refused thread logs a failed request).
type World = {
  me: Member;
  hosted: { eventId: string; groupId: string };
  applicant: Member;
  companion: Member;
  host: Member;
  joined: { eventId: string; groupId: string };
};
let world: World;

async function makeWorld(request: APIRequestContext): Promise<World> {
  const me = await registerMember(request);
  const hostedId = (await approvedEvent(request, me))._id;
  const hosted = await joinAndAccept(
    request,
    hostedId,
    me,
    await registerMember(request, { name: "Meera Nair" }),
  );
  const applicant = await registerMember(request, { name: "Kabir Mehta" });
  await askToJoin(request, hostedId, applicant);
  const companion = await registerMember(request, { name: "Diya Iyer" });
  await sendDirect(request, companion, me, "Hey! Saw your profile and would love to connect.");
  const host = await registerMember(request, { name: "Rohan Gupta" });
  const joined = await freshGroup(request, host, me);
  await sendDirect(request, host, me, "Welcome aboard! See you at the lake.");
  return { me, hosted, applicant, companion, host, joined };
}

// Each area its own journey with its own time: thirteen scanned screens in one took 1.2 minutes on a
// quiet machine and ran out of its three on a busy one (CI, 2026-12-01). `true` marks the screens
// axe scans. The first screen of each shows the bell unread (the acceptance, the requests): its count
// is on the screens scanned (Lighthouse's axe found its contrast short of AA once).
const MEMBER_AREAS: Record<string, (w: World) => [string, boolean][]> = {
  "home, experiences and people": (w) => [
    ["/", true],
    ["/events", true],
    [`/event/${w.hosted.eventId}`, false],
    [`/event/${w.joined.eventId}`, true],
    ["/people", true],
    [`/people/detail/${w.me.userId}`, false],
    [`/people/detail/${w.host.userId}`, true],
  ],
  "listings and profile": (w) => [
    ["/listing", true],
    ["/listing/input", true],
    [`/listing/upcoming/detail/${w.hosted.eventId}`, false],
    [`/listing/myevent/detail/${w.hosted.eventId}`, false],
    [`/request/${w.hosted.eventId}/${w.applicant.userId}`, false],
    ["/profile", true],
    ["/profile/detail", true],
    ["/profile/detail/about", false],
    ["/profile/detail/preference", false],
    ["/profile/detail/matching", false],
    ["/profile/detail/trust", false],
    ["/profile/photo", true],
    ["/profile/experience", false],
    ["/profile/companions", false],
    ["/profile/listing", false],
    ["/check", false],
  ],
  chat: (w) => [
    ["/chat", true],
    [`/chats/user/${w.companion.userId}`, false],
    [`/chats/user/${w.host.userId}`, true],
    [`/chats/group/${w.hosted.groupId}/${w.hosted.eventId}`, false],
    [`/chats/group/${w.joined.groupId}/${w.joined.eventId}`, true],
  ],
};

test.describe("member screens", () => {
  test.beforeAll(async ({ playwright }, testInfo) => {
    const request = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
    try {
      world = await makeWorld(request);
    } finally {
      await request.dispose();
    }
  });

  for (const [area, screens] of Object.entries(MEMBER_AREAS)) {
    test(`every member route renders, and the key ones pass axe: ${area} @layout`, async ({
      page,
      login,
    }) => {
      // Each screen loaded, and the scanned ones settled: the time is the screens', not a wait.
      test.slow();
      await login({ member: world.me });
      const [first, ...rest] = screens(world);
      if (!first) throw new Error(`no screens in ${area}`);
      await visit(page, ...first);
      // Scanned with its count: it came with the screen, before the network settled.
      await expect(page.getByRole("button", { name: /^Notifications, \d+ unread$/ }).first()).toBeVisible();
      for (const [route, scan] of rest) await visit(page, route, scan);
    });
  }
});

test("a member opening /admin lands on / @layout", async ({ page, login }) => {
  await login();
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/$/);
  await page.goto("/admin/event");
  await expect(page).toHaveURL(/\/$/);
});

test("every admin route renders for an admin, and the key ones pass axe @layout", async ({
  page,
  request,
  login,
  newMember,
}) => {
  test.slow();
  const { userId } = await login({ role: "admin" });
  // A member with a pending listing, and a member flagged by them.
  const member = await newMember({ name: "Vikram Shetty" });
  const eventId = await createEvent(request, member);
  const flagged = await newMember({ name: "Sahil Verma" });
  await flagMember(request, member, flagged, "Did not show up and was rude in the group chat.");
  const routes: [string, boolean][] = [
    ["/admin", true],
    ["/admin/people", false],
    [`/admin/user/profile/${member.userId}`, false],
    [`/admin/people/match/${member.userId}`, false],
    [`/admin/match/${member.userId}/${flagged.userId}`, false],
    ["/admin/event", true],
    [`/admin/event/${eventId}`, false],
    ["/admin/flag", true],
    [`/admin/flag/${flagged.userId}`, false],
    ["/admin/jobs", false],
    ["/admin/moderation", false],
    ["/admin/photo-checks", true],
  ];
  for (const [route, scan] of routes) await visit(page, route, scan);
  expect(userId).toEqual(expect.any(String));
  await page.goto("/");
  await expect(page.getByRole("link", { name: /Admin Panel/ })).toBeVisible();
});
