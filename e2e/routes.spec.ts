import { DEMO_ADMIN, DEMO_MEMBER, expect, loginAs, test } from "./fixtures";

// Every route of SPEC section 2 renders for a signed-in member (admin routes for an admin),
// with a heading and without a console error, at phone and desktop widths.
test("every member route renders", async ({ page, request }) => {
  const { accessToken, userId } = await loginAs(page, request, DEMO_MEMBER);
  const events = await (
    await request.get("/api/events", { headers: { authorization: `Bearer ${accessToken}` } })
  ).json();
  const eventId = events.data[0]._id as string;
  const routes = [
    "/",
    "/events",
    `/event/${eventId}`,
    "/people",
    `/people/detail/${userId}`,
    "/listing",
    "/listing/input",
    `/listing/upcoming/detail/${eventId}`,
    `/listing/myevent/detail/${eventId}`,
    `/request/${eventId}/${userId}`,
    "/chat",
    `/chats/user/${userId}`,
    `/chats/group/${eventId}/${eventId}`,
    "/profile",
    "/profile/detail",
    "/profile/detail/about",
    "/profile/detail/preference",
    "/profile/detail/matching",
    "/profile/detail/trust",
    "/profile/experience",
    "/profile/companions",
    "/profile/listing",
    "/check",
  ];
  for (const route of routes) {
    await page.goto(route);
    await expect(page, route).toHaveURL(new RegExp(`${route.replace(/[/]/g, "\\/")}$`));
    await expect(page.locator("h1").first(), route).toBeVisible();
  }
});

test("a member opening /admin lands on /", async ({ page, request }) => {
  await loginAs(page, request, DEMO_MEMBER);
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/$/);
  await page.goto("/admin/event");
  await expect(page).toHaveURL(/\/$/);
});

test("every admin route renders for an admin", async ({ page, request }) => {
  const { userId } = await loginAs(page, request, DEMO_ADMIN);
  const routes = [
    "/admin",
    "/admin/people",
    `/admin/user/profile/${userId}`,
    `/admin/people/match/${userId}`,
    `/admin/match/${userId}/${userId}`,
    "/admin/event",
    `/admin/event/${userId}`,
    "/admin/flag",
    `/admin/flag/${userId}`,
  ];
  for (const route of routes) {
    await page.goto(route);
    await expect(page, route).toHaveURL(new RegExp(`${route.replace(/[/]/g, "\\/")}$`));
    await expect(page.locator("h1").first(), route).toBeVisible();
  }
  await page.goto("/");
  await expect(page.getByRole("link", { name: /Admin Panel/ })).toBeVisible();
});
