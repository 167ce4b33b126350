import { approvedEvent, askToJoin } from "./api/events";
import { expect, test } from "./fixtures";

// The host's /request/{event}/{member} screen (SPEC 2): the pair's match, a missing host rating shown
// as 4, and nothing cut off at 390 px when the applicant's events have long names.
test("the request screen shows the match, a missing rating as 4, and fits a phone", async ({
  page,
  request,
  newMember,
  login,
}) => {
  const host = await newMember();
  const applicant = await newMember();
  await approvedEvent(request, applicant, {
    name: "Sahyadri monsoon ridge traverse via Kalsubai Harishchandragad Ratangad and the Sandhan gorge",
  });
  const event = await approvedEvent(request, host);
  await askToJoin(request, event._id, applicant);

  await login({ member: host });
  await page.goto(`/request/${event._id}/${applicant.userId}`);
  const hero = page.getByRole("region", { name: "Applicant" });
  await expect(hero.getByRole("heading", { name: applicant.name })).toBeVisible();
  // The pair's percent from the matching API: never the old hard-coded "-".
  await expect(hero.locator("dt", { hasText: "Match" }).locator("+ dd")).toHaveText(/^\d{1,3}%$/);
  await expect(hero.locator("dt", { hasText: "Host rating" }).locator("+ dd")).toHaveText("4");
  await expect(page.getByRole("link", { name: /Sahyadri monsoon ridge traverse/ })).toBeVisible();

  // Nothing scrolls sideways, and the decision buttons are whole on screen.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  const accept = page.getByRole("button", { name: "Accept" });
  await accept.scrollIntoViewIfNeeded();
  await expect(accept).toBeInViewport({ ratio: 1 });
});
