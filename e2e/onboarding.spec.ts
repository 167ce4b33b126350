import type { Page, TestInfo } from "@playwright/test";
import { avatarPng } from "./api/avatar";
import { uniqueTag } from "./api/members";
import { expect, test } from "./fixtures";

// SPEC 2 "/signin", 4 and 5 "Onboarding": a new member signs in through the identity popup with
// an account the development issuer has never seen, answers the 10 steps and lands on /.

let avatar: Buffer;

test.beforeAll(async () => {
  avatar = await avatarPng();
});

const avatarFile = () => ({ name: "avatar.png", mimeType: "image/png", buffer: avatar });

function uniqueEmail(testInfo: TestInfo): string {
  return `new-${testInfo.project.name}-${uniqueTag()}@example.com`;
}

/** Signs a new account in through the popup's "Use another account" form; the quiz opens at step 0. */
async function signInAsNewMember(page: Page, email: string, name: string) {
  await page.goto("/signin");
  const popupOpened = page.waitForEvent("popup");
  await page.getByRole("button", { name: "Sign in with Google" }).click();
  const popup = await popupOpened;
  await expect(popup.getByRole("heading", { name: "Use another account" })).toBeVisible();
  await popup.getByLabel("Email").fill(email);
  await popup.getByLabel("Name").fill(name);
  await popup.getByRole("button", { name: "Continue", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "What's your mobile number?" })).toBeVisible();
}

const primary = (page: Page, name = "Continue") => page.getByRole("button", { name, exact: true });
const chip = (page: Page, name: string | RegExp) =>
  page.getByRole("button", typeof name === "string" ? { name, exact: true } : { name });
const heading = (page: Page, name: string) => page.getByRole("heading", { level: 1, name });

test("a new member completes the 10 steps and lands on /", async ({ page }, testInfo) => {
  await signInAsNewMember(page, uniqueEmail(testInfo), "Riya Kapoor");
  const progress = page.getByRole("progressbar");
  await expect(progress).toHaveAttribute("aria-valuenow", "13");
  await expect(page.getByRole("button", { name: "Back" })).toHaveCount(0);

  // Step 0: phone.
  await page.getByLabel("Phone number").fill("9876543210");
  await primary(page).click();

  // Step 1: account basics; the name comes from the identity.
  await expect(heading(page, "Tell us about yourself")).toBeVisible();
  await expect(page.getByLabel("Name", { exact: true })).toHaveValue("Riya Kapoor");
  await page.getByLabel("City").fill("Bengaluru");
  await expect(page.getByLabel("Country")).toHaveValue("India");
  await page.getByLabel("Date of birth").fill("1996-08-15");
  await chip(page, "Female").click();
  await page.getByLabel("Profile picture").setInputFiles(avatarFile());
  await expect(page.getByRole("img", { name: "Your profile preview" })).toBeVisible();
  await page.getByLabel("Add more photos").setInputFiles([{ ...avatarFile(), name: "extra.png" }]);
  await expect(page.getByRole("img", { name: "Extra upload 1" })).toBeVisible();
  await primary(page).click();

  // Steps 2 to 7: the quiz.
  await expect(heading(page, "What's your scene style?")).toBeVisible();
  await expect(page.getByRole("button", { name: "Back" })).toBeVisible();
  await chip(page, /Chai & Conversations/).click();
  await chip(page, /Weekend Getaways/).click();
  await primary(page).click();
  await expect(heading(page, "Pick your ideal scene")).toBeVisible();
  await chip(page, /Sunset rooftop jam/).click();
  await primary(page).click();
  await expect(heading(page, "What's your scene energy?")).toBeVisible();
  await chip(page, /Balanced and Flexible/).click();
  await primary(page).click();
  await expect(heading(page, "Who do you vibe with?")).toBeVisible();
  await chip(page, /I can vibe with almost anyone/).click();
  await primary(page).click();
  await expect(heading(page, "Plans changed at the last minute. You…")).toBeVisible();
  await chip(page, /Love last-minute adventures/).click();
  await primary(page).click();
  await expect(heading(page, "What brings you to the scene?")).toBeVisible();
  await chip(page, /Make like-minded friends/).click();
  await primary(page).click();

  // Step 8: yes goes to step 9.
  await expect(heading(page, "Would you like to verify your profile?")).toBeVisible();
  await expect(progress).toHaveAttribute("aria-valuenow", "100");
  await chip(page, /Yes, I'd feel safer/).click();

  // Step 9: social handles, then finish.
  await expect(heading(page, "Add your social handles")).toBeVisible();
  await page.getByLabel("Instagram").fill("https://instagram.com/riya.k");
  await primary(page, "Finish & Start Exploring").click();

  await expect(page).toHaveURL(/\/$/, { timeout: 30_000 });
  await expect(page.getByRole("link", { name: /Find a companion/ })).toBeVisible();
  const stored = await page.evaluate(() => ({
    accessToken: localStorage.getItem("accessToken"),
    userID: localStorage.getItem("userID"),
    authToken: localStorage.getItem("authToken"),
  }));
  expect(stored.accessToken).toBeTruthy();
  expect(stored.authToken).toBe(stored.userID);
});

test("each broken rule shows its message in the red box", async ({ page }, testInfo) => {
  await signInAsNewMember(page, uniqueEmail(testInfo), "Kabir Mehta");
  const alert = page.getByRole("alert");
  const expectError = async (text: string) => {
    await expect(alert).toHaveText(text);
  };

  // Step 0.
  await primary(page).click();
  await expectError("Phone number is required");
  await page.getByLabel("Phone number").fill("98765");
  await primary(page).click();
  await expectError("Mobile number should be 10 digits");
  await page.getByLabel("Phone number").fill("9876543210");
  await primary(page).click();

  // Step 1, in the SPEC's order.
  await expect(heading(page, "Tell us about yourself")).toBeVisible();
  await page.getByLabel("Name", { exact: true }).fill("");
  await primary(page).click();
  await expectError("Name is required");
  await page.getByLabel("Name", { exact: true }).fill("Kabir Mehta");
  await primary(page).click();
  await expectError("Location is required");
  await page.getByLabel("City").fill("Mumbai");
  await primary(page).click();
  await expectError("Date of Birth is required");
  await page.getByLabel("Date of birth").fill("1993-01-20");
  await primary(page).click();
  await expectError("Gender is required");
  await chip(page, "Male").click();
  await primary(page).click();
  await expectError("Profile picture is required");
  await page
    .getByLabel("Profile picture")
    .setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("hello") });
  await expectError("Please select a valid image file (JPEG, PNG, or WebP)");
  await page.getByLabel("Add more photos").setInputFiles({
    name: "notes.txt",
    mimeType: "text/plain",
    buffer: Buffer.from("hello"),
  });
  await expectError("notes.txt is not a valid image file.");
  await page.getByLabel("Profile picture").setInputFiles(avatarFile());
  await expect(alert).toHaveCount(0);
  await primary(page).click();

  // Step 2: at least one, at most 3.
  await expect(heading(page, "What's your scene style?")).toBeVisible();
  await primary(page).click();
  await expectError("Select at least one scene preference");
  for (const name of [/Chai & Conversations/, /Live Gigs/, /Nature Walks/]) await chip(page, name).click();
  await chip(page, /Party & Nightlife/).click();
  await expectError("Maximum 3 selections reached.");
  // The back arrow goes one step back and clears the error.
  await page.getByRole("button", { name: "Back" }).click();
  await expect(heading(page, "Tell us about yourself")).toBeVisible();
  await expect(alert).toHaveCount(0);
  await primary(page).click();
  await primary(page).click();

  // Step 3.
  await expect(heading(page, "Pick your ideal scene")).toBeVisible();
  await primary(page).click();
  await expectError("Select at least one ideal scene");
  for (const name of [/Sunset rooftop jam/, /Chill game night/, /Sunday café crawl/])
    await chip(page, name).click();
  await chip(page, /Open mic at a brewery/).click();
  await expectError("Maximum 3 selections reached.");
  await primary(page).click();

  // Steps 4 to 6.
  await expect(heading(page, "What's your scene energy?")).toBeVisible();
  await primary(page).click();
  await expectError("Select your scene energy");
  await chip(page, /Chill and Slow/).click();
  await primary(page).click();
  await expect(heading(page, "Who do you vibe with?")).toBeVisible();
  await primary(page).click();
  await expectError("Select your vibe preference");
  await chip(page, /Opposites attract/).click();
  await primary(page).click();
  await expect(heading(page, "Plans changed at the last minute. You…")).toBeVisible();
  await primary(page).click();
  await expectError("Select your spontaneity comfort level");
  await chip(page, /Need clear plans/).click();
  await primary(page).click();

  // Step 7: at least one, at most 2.
  await expect(heading(page, "What brings you to the scene?")).toBeVisible();
  await primary(page).click();
  await expectError("Select at least one scene purpose");
  await chip(page, /Make like-minded friends/).click();
  await chip(page, /Host my own plans/).click();
  await chip(page, /Relax & recharge/).click();
  await expectError("Maximum 2 selections reached.");
  await primary(page).click();

  // Step 8.
  await expect(heading(page, "Would you like to verify your profile?")).toBeVisible();
  await primary(page).click();
  await expectError("Trust verification choice is needed");
  await chip(page, /Yes, I'd feel safer/).click();

  // Step 9.
  await expect(heading(page, "Add your social handles")).toBeVisible();
  await primary(page, "Finish & Start Exploring").click();
  await expectError("Please provide at least one social media account.");
  await expect(page).toHaveURL(/\/signin$/);
});
