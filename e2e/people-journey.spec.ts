import { flaggedUsers } from "../src/shared/endpoints/admin";
import * as options from "../src/shared/options";
import { callEndpoint } from "./api/client";
import { adminSession, type MemberOverrides, uniqueTag } from "./api/members";
import { expect, test } from "./fixtures";
import { signIn } from "./sign-in";

// Answers no default member gives: two members who both give them top each other's /people list,
// however many others the suite has made.
const NIGHT_OWLS: MemberOverrides = {
  scenePreferences: [options.SCENE_PREFERENCES[6], options.SCENE_PREFERENCES[1]],
  idealScenes: [options.IDEAL_SCENES[6]],
  sceneEnergy: options.SCENE_ENERGIES[2],
  vibe: options.VIBES[1],
  spontaneityComfort: options.SPONTANEITY_LEVELS[2],
  scenePurpose: [options.SCENE_PURPOSES[2]],
};

// Issue "People": a member flags a match; the admin sees the flag, bans and unbans the member;
// an admin's score for a pair is what both members then see.
// @alone (playwright.config.ts): it counts every flagged member, so no journey beside it may flag one.
test("a member flags a match, the admin sees it, bans and unbans them @alone", async ({
  browser,
  page,
  request,
  login,
  newMember,
}) => {
  const tag = uniqueTag();
  const admin = await adminSession(request);
  const flaggedBefore = (await callEndpoint(request, flaggedUsers, { as: admin })).data.length;
  const farhan = await newMember({ name: `Farhan Qureshi ${tag}`, gender: "male", ...NIGHT_OWLS });
  const nikhil = await login({
    member: await newMember({ name: `Nikhil Rao ${tag}`, gender: "male", ...NIGHT_OWLS }),
  });

  await page.goto("/people");
  await page.getByRole("link", { name: new RegExp(farhan.name) }).click();
  await expect(page).toHaveURL(/\/people\/detail\//);
  const targetId = page.url().split("/").pop()!;
  await page.getByRole("button", { name: "More actions" }).click();
  await page.getByRole("menuitem", { name: "Flag User" }).click();
  await expect(page.getByText("Do you want to flag this user?")).toBeVisible();
  await page.getByRole("button", { name: "Yes" }).click();
  await page
    .getByRole("textbox", { name: "Reason for flagging" })
    .fill("Asked everyone in the group for money.");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Thank you. Our admins will review this profile.")).toBeVisible();

  const adminContext = await browser.newContext();
  const adminPage = await adminContext.newPage();
  await signIn(adminPage, admin);
  await adminPage.goto("/admin");
  await expect(adminPage.getByText(`Found ${flaggedBefore + 1} flagged Profiles`)).toBeVisible();
  await adminPage.getByRole("link", { name: /See more/ }).click();
  await expect(adminPage).toHaveURL(/\/admin\/flag$/);
  await adminPage.getByRole("link", { name: new RegExp(farhan.name) }).click();
  await expect(adminPage).toHaveURL(new RegExp(`/admin/flag/${targetId}$`));
  await expect(adminPage.getByText("Asked everyone in the group for money.")).toBeVisible();
  await expect(adminPage.getByText(nikhil.name)).toBeVisible();

  await adminPage.getByRole("button", { name: "Ban" }).click();
  await adminPage.getByRole("button", { name: "Yes, ban" }).click();
  await expect(adminPage.getByText("User has been banned.")).toBeVisible();
  await adminPage.getByRole("button", { name: "Unban" }).click();
  await adminPage.getByRole("button", { name: "Yes, unban" }).click();
  await expect(adminPage.getByText("User has been unbanned.")).toBeVisible();
  // Unflagging clears the member's flags.
  await adminPage.getByRole("button", { name: /Unflag/ }).click();
  await adminPage.getByRole("button", { name: "Yes, unflag" }).click();
  await expect(adminPage.getByText("Flags removed.")).toBeVisible();
  await adminContext.close();
});

test("the admin assigns 87 to a pair and both members see 87 %", async ({
  browser,
  page,
  login,
  newMember,
}) => {
  const tara = await newMember({ name: "Tara Pillai" });
  const nikhil = await newMember({ name: "Nikhil Rao", gender: "male" });

  await login({ role: "admin" });
  await page.goto(`/admin/match/${tara.userId}/${nikhil.userId}`);
  await page.getByLabel("Score (0–100)").fill("101");
  await page.getByRole("button", { name: "Save score" }).click();
  await expect(page.getByText("Please enter a score between 0 and 100.")).toBeVisible();
  await page.getByLabel("Score (0–100)").fill("87");
  await page.getByRole("button", { name: "Save score" }).click();
  await page.getByLabel("Reason").fill("Both host calm weekend trips in the hills.");
  await page.getByRole("dialog").getByRole("button", { name: "Save score" }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/people/match/${tara.userId}$`));

  for (const [member, otherId] of [
    [tara, nikhil.userId],
    [nikhil, tara.userId],
  ] as const) {
    const context = await browser.newContext();
    const memberPage = await context.newPage();
    await signIn(memberPage, member);
    await memberPage.goto(`/people/detail/${otherId}`);
    await expect(memberPage.getByText("87%").first()).toBeVisible();
    await context.close();
  }
});
