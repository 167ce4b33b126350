import { DEMO_ADMIN, DEMO_MEMBER, expect, loginAs, test } from "./fixtures";

// Every route of SPEC section 2 renders for a signed-in member (admin routes for an admin),
// with a heading and without a console error, at phone and desktop widths.
test("every member route renders", async ({ page, request }) => {
  const { accessToken, userId } = await loginAs(page, request, DEMO_MEMBER);
  const headers = { authorization: `Bearer ${accessToken}` };
  const data = async (url: string) => (await (await request.get(url, { headers })).json()).data;
  const eventId = (await data("/api/events"))[0]._id as string;
  // A member one has talked with and one of one's groups (a refused thread logs a failed request).
  const [companion] = await data("/api/message/getAllFriends");
  const [group] = await data("/api/group/my-groups");
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
    `/chats/user/${companion._id}`,
    `/chats/group/${group._id}/${group.eventId._id}`,
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
  const { userId, accessToken } = await loginAs(page, request, DEMO_ADMIN);
  const headers = { authorization: `Bearer ${accessToken}` };
  const data = async (url: string) => (await (await request.get(url, { headers })).json()).data;
  const [event] = await data("/api/admin/events");
  const [flagged] = await data("/api/admin/flagged-users");
  const member = (await data("/api/admin/users")).find(
    (u: { _id: string; role: string }) => u.role !== "admin",
  );
  const routes = [
    "/admin",
    "/admin/people",
    `/admin/user/profile/${member._id}`,
    `/admin/people/match/${member._id}`,
    `/admin/match/${member._id}/${flagged._id}`,
    "/admin/event",
    `/admin/event/${event._id}`,
    "/admin/flag",
    `/admin/flag/${flagged._id}`,
  ];
  for (const route of routes) {
    await page.goto(route);
    await expect(page, route).toHaveURL(new RegExp(`${route.replace(/[/]/g, "\\/")}$`));
    await expect(page.locator("h1").first(), route).toBeVisible();
  }
  expect(userId).toEqual(expect.any(String));
  await page.goto("/");
  await expect(page.getByRole("link", { name: /Admin Panel/ })).toBeVisible();
});
