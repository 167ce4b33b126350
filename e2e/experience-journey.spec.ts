import * as events from "../src/shared/endpoints/events";
import { callEndpoint } from "./api/client";
import { inDays } from "./api/events";
import { adminSession } from "./api/members";
import { expect, test } from "./fixtures";
import { signIn } from "./sign-in";

// Issue "Experiences": a host lists an experience, the admin approves it, a member finds it by search
// and by category and asks to join, the host accepts, and the member is in.
// @pglite (playwright.config.ts): npm test runs it on the embedded database too.
test("a host lists, the admin approves, a member finds and joins, the host accepts @pglite", async ({
  browser,
  page,
  request,
  login,
  newMember,
}) => {
  // Three people's screens one after the other (the listing form with its meeting point, the
  // admin's approval, the search, the request, the acceptance): about 45 s quiet, past the default
  // minute when the machine is busy. Every step still waits on what the screen shows.
  test.slow();
  const stamp = Date.now().toString(36);
  const name = `Kudremukh ridge walk ${stamp}`;

  // The host creates the experience.
  const host = await login({ member: await newMember({ name: "Vikram Shetty" }) });
  await page.goto("/listing/input");
  await page.getByLabel("Name", { exact: true }).fill(name);
  await page.getByText("Adventure & Treks", { exact: true }).click();
  await page
    .getByLabel("Description")
    .fill(`A gentle ridge walk above the clouds with chai at the top ${stamp}.`);
  await page.getByLabel("State", { exact: true }).selectOption("Karnataka");
  await page.getByLabel("City", { exact: true }).selectOption("Bengaluru");
  // Where the group meets (issue 27): the member sees it once accepted.
  await page.getByRole("textbox", { name: "Meeting point" }).fill("Nandi Hills main gate");
  await page.getByRole("textbox", { name: "Address or landmark" }).fill("By the ticket counter, Nandi Hills");
  await page.getByLabel("From", { exact: true }).fill(inDays(10));
  await page.getByLabel("To", { exact: true }).fill(inDays(11));
  await page.getByLabel("Start time").fill("06:30");
  await page.getByLabel("Total slots").fill("4");
  const alerts: string[] = [];
  page.once("dialog", (dialog) => {
    alerts.push(dialog.message());
    void dialog.accept();
  });
  await page.getByRole("button", { name: "Send for approval" }).click();
  await expect(page).toHaveURL(/\/events$/);
  expect(alerts).toEqual(["Event Created , Sent for Approval"]);

  const mine = await callEndpoint(request, events.createdEvents, { as: host });
  const event = mine.data.find((e) => e.name === name)!;
  expect(event.status).toBe("pending");

  // The admin approves it.
  const adminContext = await browser.newContext();
  const adminPage = await adminContext.newPage();
  await signIn(adminPage, await adminSession(request));
  await adminPage.goto(`/admin/event/${event._id}`);
  await adminPage.getByRole("button", { name: "Approve" }).click();
  await adminPage.getByRole("dialog").getByRole("button", { name: "Approve" }).click();
  await expect(adminPage.getByText("Verified").first()).toBeVisible();
  await adminContext.close();

  // A member finds it by search, then by category, and asks to join.
  const memberContext = await browser.newContext();
  const memberPage = await memberContext.newPage();
  const member = await newMember({ name: "Meera Nair" });
  await signIn(memberPage, member);
  await memberPage.goto("/events");
  await memberPage.getByRole("button", { name: /Filters/ }).click();
  await memberPage.getByLabel("Search experiences").fill(`ridge ${stamp}`);
  await memberPage.getByRole("button", { name: "Search", exact: true }).click();
  await expect(memberPage.getByRole("link", { name: new RegExp(name) })).toBeVisible();
  await memberPage.goto("/events");
  await memberPage.getByRole("button", { name: "Adventure & Treks" }).click();
  await expect(memberPage.getByRole("link", { name: new RegExp(name) })).toBeVisible();
  await memberPage.getByRole("link", { name: new RegExp(name) }).click();
  await memberPage.getByRole("button", { name: "Request to join" }).click();
  await expect(memberPage.getByText("Request sent successfully.")).toBeVisible();
  await expect(memberPage.getByRole("button", { name: "Request sent" })).toBeVisible();

  // The host accepts from the applicant's screen.
  await page.goto(`/listing/myevent/detail/${event._id}`);
  await page
    .getByRole("link", { name: /Meera Nair/ })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`/request/${event._id}/${member.userId}$`));
  await page.getByRole("button", { name: "Accept" }).click();
  await expect(page).toHaveURL(new RegExp(`/listing/myevent/detail/${event._id}$`));

  // The member is in: "Joined", and the experience is under Upcoming.
  await memberPage.goto(`/event/${event._id}`);
  await expect(memberPage.getByRole("button", { name: "Joined" })).toBeVisible();
  await expect(memberPage.getByText("Meeting point: Nandi Hills main gate")).toBeVisible();
  await memberPage.goto("/listing");
  await expect(memberPage.getByText(name)).toBeVisible();
  await memberContext.close();
});
