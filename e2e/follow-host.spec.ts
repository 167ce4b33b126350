// The Follow button's words as the English people catalogue holds them (issue 40).
const FOLLOW = {
  follow: "Follow",
  following: "Following",
  followers: (n: number) => (n === 1 ? "1 follower" : `${n} followers`),
};

import { approveEvent, createEvent } from "./api/events";
import { uniqueTag } from "./api/members";
import { expect, test } from "./fixtures";

// Issue 27 item 7: a new member follows a host from the host's profile, and when the host's next
// listing is approved, the bell tells them (over the socket, no reload) and opens the listing.
const literally = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

test("a new member follows a host and is told of the host's next listing", async ({
  page,
  request,
  login,
  newMember,
}, testInfo) => {
  const tag = uniqueTag();
  const host = await newMember({ name: `Kabir Mehta ${tag}`, gender: "male" });
  await login();

  await page.goto(`/people/detail/${host.userId}`);
  await expect(page.getByRole("heading", { level: 1, name: host.name })).toBeVisible();
  await expect(page.getByText(FOLLOW.followers(0))).toBeVisible();
  await page.getByRole("button", { name: FOLLOW.follow, exact: true }).click();
  await expect(page.getByRole("button", { name: FOLLOW.following })).toBeVisible();
  await expect(page.getByText(FOLLOW.followers(1))).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath("following.png"), fullPage: true });
  // Kept by the server, not only on the screen.
  await page.reload();
  await expect(page.getByRole("button", { name: FOLLOW.following })).toBeVisible();

  const name = `Sunset kayaking on Ulsoor ${tag}`;
  const eventId = await createEvent(request, host, { name });
  await approveEvent(request, eventId);

  // The bell counts it as it happens.
  const bell = page.getByRole("button", { name: /^Notifications/ });
  await expect(bell).toHaveAccessibleName("Notifications, 1 unread");
  await bell.click();
  const panel = page.getByRole("dialog", { name: "Notifications" });
  const item = panel.getByRole("link", {
    name: new RegExp(`${literally(host.name)} listed a new experience: ${literally(name)}`),
  });
  await expect(item).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath("told.png") });
  await item.click();
  await expect(page).toHaveURL(new RegExp(`/event/${eventId}$`));
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
});
