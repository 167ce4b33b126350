import type { APIRequestContext } from "@playwright/test";
import type { User } from "../src/shared/contracts/users";
import * as events from "../src/shared/endpoints/events";
import * as users from "../src/shared/endpoints/users";
import { formatDate } from "../src/web/lib/format";
import { TEXTS } from "../src/web/lib/texts";
import { callEndpoint, endpointPath } from "./api/client";
import { approvedEvent } from "./api/events";
import type { Member } from "./api/members";
import { sendDirect } from "./api/people";
import { expect, test } from "./fixtures";

// The member's own profile (SPEC 2 "/profile and sub-screens"), checked against what the API
// says about a fresh member.

async function fetchMe(request: APIRequestContext, member: Member): Promise<User> {
  return (await callEndpoint(request, users.getUser, { params: { id: member.userId }, as: member })).data;
}

test("/profile shows the member, the four sections, Logout and the tagline", async ({
  page,
  request,
  login,
}) => {
  const session = await login();
  const me = await fetchMe(request, session);

  await page.goto("/profile");
  await expect(page.getByRole("heading", { name: "Profile", level: 1 })).toBeVisible();
  await expect(page.getByRole("heading", { name: me.name })).toBeVisible();
  await expect(page.getByText(me.location, { exact: true })).toBeVisible();
  for (const [name, href] of [
    ["Account details", "/profile/detail"],
    ["My Experience", "/profile/experience"],
    ["My companions", "/profile/companions"],
    ["My Listings", "/profile/listing"],
  ] as const) {
    await expect(page.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
  }
  await expect(page.getByRole("button", { name: "Logout" })).toBeVisible();
  await expect(page.getByText(TEXTS.profileTagline)).toBeVisible();

  await page.getByRole("link", { name: "Account details" }).click();
  await expect(page).toHaveURL(/\/profile\/detail$/);
});

test("account details shows the numbers and the four sections with their state", async ({
  page,
  request,
  login,
}) => {
  const session = await login();
  const me = await fetchMe(request, session);

  await page.goto("/profile/detail");
  await expect(page.getByRole("heading", { name: "Account details", level: 1 })).toBeVisible();
  await expect(page.getByRole("heading", { name: me.name })).toBeVisible();
  const rating = me.hostRating === null ? TEXTS.notRated : me.hostRating.toFixed(1);
  await expect(page.locator("dt", { hasText: "Host rating" }).locator("+ dd")).toHaveText(rating);
  await expect(page.locator("dt", { hasText: "Events hosted" }).locator("+ dd")).toHaveText(
    String(me.eventsHosted.length),
  );
  for (const name of ["About you", "Travel Preferences", "Companion Matching"]) {
    await expect(
      page.getByRole("link", { name: new RegExp(`^${name}`) }).getByRole("img"),
    ).toHaveAccessibleName("Done");
  }
  await expect(page.getByRole("link", { name: /^Trust & Safety/ }).getByRole("img")).toHaveAccessibleName(
    "Not done",
  );

  await page.getByRole("link", { name: "Back" }).click();
  await expect(page).toHaveURL(/\/profile$/);
});

test("about you, preferences, matching and trust show the member's answers", async ({
  page,
  request,
  login,
}) => {
  const session = await login();
  const me = await fetchMe(request, session);

  await page.goto("/profile/detail/about");
  await expect(page.getByRole("heading", { name: "About you", level: 1 })).toBeVisible();
  await expect(page.locator("dt", { hasText: "Name" }).locator("+ dd")).toHaveText(me.name);
  await expect(page.locator("dt", { hasText: "Mobile number" }).locator("+ dd")).toHaveText(
    me.mobileNo ?? "",
  );
  await expect(page.locator("dt", { hasText: "Birthday" }).locator("+ dd")).toHaveText(
    formatDate(me.dateOfBirth),
  );
  await expect(page.locator("dt", { hasText: "Birthday" }).locator("+ dd")).toHaveText(
    /^\d{2} [A-Z][a-z]{2} \d{4}$/,
  );
  await page.getByRole("link", { name: "Back" }).click();
  await expect(page).toHaveURL(/\/profile\/detail$/);

  await page.goto("/profile/detail/preference");
  await expect(page.getByRole("heading", { name: "Travel Preferences", level: 1 })).toBeVisible();
  for (const value of [...me.scenePreferences, ...me.idealScenes, me.sceneEnergy]) {
    await expect(page.getByRole("listitem").filter({ hasText: value }).first()).toBeVisible();
  }

  await page.goto("/profile/detail/matching");
  await expect(page.getByRole("heading", { name: "Companion Matching", level: 1 })).toBeVisible();
  await expect(page.getByRole("region", { name: "Vibe" })).toContainText(me.vibe);
  await expect(page.getByRole("region", { name: "Spontaneity comfort" })).toContainText(
    me.spontaneityComfort,
  );

  await page.goto("/profile/detail/trust");
  await expect(page.getByRole("heading", { name: "Trust & Safety", level: 1 })).toBeVisible();
  // A new member has passed no check yet (ADR 0047): asking to be verified reads "in progress".
  await expect(
    page.getByText(me.trustVerification ? "Verification in progress" : TEXTS.trustGoodVibes),
  ).toBeVisible();
  const instagram = me.socialLinks.instagram;
  if (instagram?.startsWith("https://")) {
    const link = page.locator(`a[href="${instagram}"]`);
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", "noopener noreferrer");
  }
});

test("my experience, my listings and my companions", async ({ page, request, login, newMember }) => {
  const session = await login();
  // One listing of one's own, and a member one exchanged messages with.
  await approvedEvent(request, session);
  const diya = await newMember({ name: "Diya Iyer" });
  await sendDirect(request, diya, session, "Hey! 👋 Saw your profile and would love to connect.");
  await sendDirect(request, session, diya, "Hi Diya! Are you coming to the Coorg weekend?");
  const me = await fetchMe(request, session);

  await page.goto("/profile/experience");
  await expect(page.getByRole("heading", { name: "My Experience", level: 1 })).toBeVisible();
  const attended = me.eventsAttended[0];
  if (attended) {
    const card = page.getByRole("list", { name: "Events attended" }).getByRole("link").first();
    await expect(card).toContainText(attended.name);
    await expect(card).toContainText(formatDate(attended.fromDate));
    await card.click();
    await expect(page).toHaveURL(new RegExp(`/event/${attended._id}$`));
  } else {
    await expect(page.getByText(TEXTS.noAttended)).toBeVisible();
  }

  await page.goto("/profile/listing");
  await expect(page.getByRole("heading", { name: "My Listings", level: 1 })).toBeVisible();
  if (me.eventsHosted.length > 0) {
    await expect(page.getByRole("list", { name: "Events hosted" }).getByRole("link")).toHaveCount(
      me.eventsHosted.length,
    );
  } else {
    await expect(page.getByText(TEXTS.noHosted)).toBeVisible();
  }

  await page.goto("/profile/companions");
  await expect(page.getByRole("heading", { name: "My companions", level: 1 })).toBeVisible();
  // The member and Diya exchanged messages, so she is a companion.
  await expect(page.getByRole("link", { name: /Diya Iyer/ })).toHaveAttribute("href", /\/people\/detail\//);
});

test("logout revokes the token", async ({ page, request, login }) => {
  const session = await login();
  await page.goto("/profile");
  await expect(page.getByRole("button", { name: "Logout" })).toBeVisible();

  await page.getByRole("button", { name: "Logout" }).click();

  await expect(page).toHaveURL(/\/signin$/);
  await expect(page.getByText(TEXTS.signinTagline)).toBeVisible();
  const stored = await page.evaluate(() => ({
    accessToken: localStorage.getItem("accessToken"),
    userID: localStorage.getItem("userID"),
    authToken: localStorage.getItem("authToken"),
  }));
  expect(stored).toEqual({ accessToken: null, userID: null, authToken: null });

  const res = await request.get(endpointPath(events.listEvents), {
    headers: { authorization: `Bearer ${session.accessToken}` },
  });
  expect(res.status()).toBe(401);
});
