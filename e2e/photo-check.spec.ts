import { adminSession } from "./api/members";
import { expectAccessible } from "./axe";
import { CHROMIUM_ARGS, journeyChromium } from "./chromium";
import { expect, test } from "./fixtures";
import { secondMember } from "./sign-in";

// "Verify your photo" (issue 38 item 4): a member takes a live selfie with Chromium's fake camera
// (a moving test pattern, the permission granted without a prompt), an admin approves it beside the
// profile pictures, and the member sees it approved. Waits on what the screens show, never on time.
test.use({
  launchOptions: {
    executablePath: journeyChromium(),
    args: [...CHROMIUM_ARGS, "--use-fake-ui-for-media-stream", "--use-fake-device-for-media-stream"],
  },
});

test("a member verifies their photo with a live selfie, and an admin approves it @layout", async ({
  page,
  login,
  newMember,
  request,
  browser,
}, testInfo) => {
  test.slow();
  // A name of its own (letters only), so the admin finds this member's card whoever else waits.
  const suffix = Date.now()
    .toString(26)
    .replace(/[0-9]/g, (d) => "abcdefghij"[Number(d)]!);
  const me = await login({ member: await newMember({ name: `Zoya ${testInfo.project.name} ${suffix}` }) });
  // Trust & Safety has a row per check (the profile itself leads to the phone first).
  await page.goto("/profile/detail/trust");
  await page.getByRole("link", { name: /Verify your photo/ }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Verify your photo" })).toBeVisible();

  await page.getByRole("button", { name: "Get my pose" }).click();
  await expect(page.getByRole("heading", { name: "Your pose" })).toBeVisible();
  // The fake camera is live once the button that takes the photo is enabled.
  const take = page.getByRole("button", { name: "Take photo" });
  await expect(take).toBeEnabled();
  await expectAccessible(page, "the camera screen");
  await take.click();
  await expect(page.getByRole("img", { name: "Your selfie, before you send it" })).toBeVisible();
  await page.getByRole("button", { name: "Send selfie" }).click();
  await expect(page.getByRole("heading", { name: "Waiting for review" })).toBeVisible();

  const admin = await secondMember(browser, testInfo, await adminSession(request));
  try {
    await admin.page.goto("/admin/photo-checks");
    const queue = admin.page.getByRole("list", { name: "Selfies waiting for review" });
    await expect(queue.getByRole("img", { name: `Selfie of ${me.name}` })).toBeVisible();
    await expect(queue.getByRole("img", { name: `${me.name}'s profile picture 1` })).toBeVisible();
    await expectAccessible(admin.page, "the admin queue");
    await admin.page.getByRole("button", { name: `Approve ${me.name}'s selfie` }).click();
    await expect(admin.page.getByText("Photo verified. The member has been told.")).toBeVisible();
    await expect(queue.getByRole("button", { name: `Approve ${me.name}'s selfie` })).toHaveCount(0);
  } finally {
    await admin.close();
  }

  await page.reload();
  await expect(page.getByRole("heading", { name: "Your photo is verified" })).toBeVisible();
  await page.getByRole("link", { name: "Back to your profile" }).click();
  await expect(page.getByText("Photo verified", { exact: true })).toBeVisible();
});
