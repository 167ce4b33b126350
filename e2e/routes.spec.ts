import { approvedEvent, askToJoin, createEvent, joinAndAccept } from "./api/events";
import { flagMember, sendDirect } from "./api/people";
import { expect, test } from "./fixtures";

// Every route of SPEC section 2 renders for a signed-in member (admin routes for an admin),
// with a heading and without a console error, at phone and desktop widths.
test("every member route renders @layout", async ({ page, request, login, newMember }) => {
  const me = await login();
  const { userId } = me;
  // An experience the member hosts, with an accepted member (so a group) and a pending request;
  // a member one has talked with (a refused thread logs a failed request).
  const eventId = (await approvedEvent(request, me))._id;
  const group = await joinAndAccept(request, eventId, me, await newMember({ name: "Meera Nair" }));
  const applicant = await newMember({ name: "Kabir Mehta" });
  await askToJoin(request, eventId, applicant);
  const companion = await newMember({ name: "Diya Iyer" });
  await sendDirect(request, companion, me, "Hey! Saw your profile and would love to connect.");
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
    `/request/${eventId}/${applicant.userId}`,
    "/chat",
    `/chats/user/${companion.userId}`,
    `/chats/group/${group.groupId}/${group.eventId}`,
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

test("a member opening /admin lands on / @layout", async ({ page, login }) => {
  await login();
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/$/);
  await page.goto("/admin/event");
  await expect(page).toHaveURL(/\/$/);
});

test("every admin route renders for an admin @layout", async ({ page, request, login, newMember }) => {
  const { userId } = await login({ role: "admin" });
  // A member with a pending listing, and a member flagged by them.
  const member = await newMember({ name: "Vikram Shetty" });
  const eventId = await createEvent(request, member);
  const flagged = await newMember({ name: "Sahil Verma" });
  await flagMember(request, member, flagged, "Did not show up and was rude in the group chat.");
  const routes = [
    "/admin",
    "/admin/people",
    `/admin/user/profile/${member.userId}`,
    `/admin/people/match/${member.userId}`,
    `/admin/match/${member.userId}/${flagged.userId}`,
    "/admin/event",
    `/admin/event/${eventId}`,
    "/admin/flag",
    `/admin/flag/${flagged.userId}`,
    "/admin/jobs",
    "/admin/moderation",
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
