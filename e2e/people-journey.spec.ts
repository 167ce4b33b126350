import { apiLogin, DEMO_ADMIN, expect, loginAs, test } from "./fixtures";

// Issue "People": a member flags a match; the admin sees the flag, bans and unbans the member;
// an admin's score for a pair is what both members then see.
test("a member flags a match, the admin sees it, bans and unbans them", async ({
  browser,
  page,
  request,
}) => {
  const admin = await apiLogin(request, DEMO_ADMIN);
  const adminHeaders = { authorization: `Bearer ${admin.accessToken}` };
  const flaggedBefore = (
    await (await request.get("/api/admin/flagged-users", { headers: adminHeaders })).json()
  ).data.length;

  await loginAs(page, request, "nikhil@demo.meetup");
  await page.goto("/people");
  await page.getByRole("link", { name: /Farhan Qureshi/ }).click();
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
  await loginAs(adminPage, request, DEMO_ADMIN);
  await adminPage.goto("/admin");
  await expect(adminPage.getByText(`Found ${flaggedBefore + 1} flagged Profiles`)).toBeVisible();
  await adminPage.getByRole("link", { name: /See more/ }).click();
  await expect(adminPage).toHaveURL(/\/admin\/flag$/);
  await adminPage.getByRole("link", { name: /Farhan Qureshi/ }).click();
  await expect(adminPage).toHaveURL(new RegExp(`/admin/flag/${targetId}$`));
  await expect(adminPage.getByText("Asked everyone in the group for money.")).toBeVisible();
  await expect(adminPage.getByText("Nikhil Rao")).toBeVisible();

  await adminPage.getByRole("button", { name: "Ban" }).click();
  await adminPage.getByRole("button", { name: "Yes, ban" }).click();
  await expect(adminPage.getByText("User has been banned.")).toBeVisible();
  await adminPage.getByRole("button", { name: "Unban" }).click();
  await adminPage.getByRole("button", { name: "Yes, unban" }).click();
  await expect(adminPage.getByText("User has been unbanned.")).toBeVisible();
  // Leave the demo data as it was, for the other screen size's run.
  await adminPage.getByRole("button", { name: /Unflag/ }).click();
  await adminPage.getByRole("button", { name: "Yes, unflag" }).click();
  await expect(adminPage.getByText("Flags removed.")).toBeVisible();
  await adminContext.close();
});

test("the admin assigns 87 to a pair and both members see 87 %", async ({ browser, page, request }) => {
  const tara = await apiLogin(request, "tara@demo.meetup");
  const nikhil = await apiLogin(request, "nikhil@demo.meetup");

  await loginAs(page, request, DEMO_ADMIN);
  await page.goto(`/admin/match/${tara.userId}/${nikhil.userId}`);
  await page.getByLabel("Score (0–100)").fill("101");
  await page.getByRole("button", { name: "Save score" }).click();
  await expect(page.getByText("Please enter a score between 0 and 100.")).toBeVisible();
  await page.getByLabel("Score (0–100)").fill("87");
  await page.getByRole("button", { name: "Save score" }).click();
  await page.getByLabel("Reason").fill("Both host calm weekend trips in the hills.");
  await page.getByRole("dialog").getByRole("button", { name: "Save score" }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/people/match/${tara.userId}$`));

  for (const [email, otherId] of [
    ["tara@demo.meetup", nikhil.userId],
    ["nikhil@demo.meetup", tara.userId],
  ] as const) {
    const context = await browser.newContext();
    const memberPage = await context.newPage();
    await loginAs(memberPage, request, email);
    await memberPage.goto(`/people/detail/${otherId}`);
    await expect(memberPage.getByText("87%").first()).toBeVisible();
    await context.close();
  }
});
