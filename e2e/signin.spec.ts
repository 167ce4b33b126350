import { uniqueTag } from "./api/members";
import { expect, test } from "./fixtures";

// SPEC 4 "Onboarding": an existing member signs in through the identity popup and lands on /;
// closing the popup instead says the sign-in was cancelled.

test("an existing member signs in through the popup and lands on /", async ({ page, newMember }) => {
  // The chooser lists members by name, so a name starting "Aa" is among the first whatever else exists.
  const aarav = await newMember({ name: `Aarav Sharma ${uniqueTag()}` });
  await page.goto("/signin");
  const popupOpened = page.waitForEvent("popup");
  await page.getByRole("button", { name: "Sign in with Google" }).click();
  const popup = await popupOpened;
  await expect(popup.getByRole("heading", { name: "Choose an account" })).toBeVisible();
  const account = popup.getByRole("button", { name: new RegExp(aarav.name) });
  await expect(account).toContainText(aarav.email);
  await account.click();

  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("link", { name: /Find a companion/ })).toBeVisible();
  const stored = await page.evaluate(() => ({
    accessToken: localStorage.getItem("accessToken"),
    userID: localStorage.getItem("userID"),
    authToken: localStorage.getItem("authToken"),
  }));
  expect(stored.accessToken).toBeTruthy();
  expect(stored.userID).toBeTruthy();
  expect(stored.authToken).toBe(stored.userID);
});

test("closing the popup says the sign-in was cancelled", async ({ page }) => {
  await page.goto("/signin");
  const popupOpened = page.waitForEvent("popup");
  await page.getByRole("button", { name: "Sign in with Google" }).click();
  const popup = await popupOpened;
  await expect(popup.getByRole("heading", { name: "Choose an account" })).toBeVisible();
  await popup.close();

  await expect(page.getByRole("alert")).toHaveText("Sign in cancelled. Please try again.");
  await expect(page).toHaveURL(/\/signin$/);
  await expect(page.getByRole("button", { name: "Sign in with Google" })).toBeEnabled();
});

test("a member who is signed in and opens /signin goes to /", async ({ page, newMember }) => {
  const aarav = await newMember({ name: `Aarav Sharma ${uniqueTag()}` });
  await page.goto("/signin");
  const popupOpened = page.waitForEvent("popup");
  await page.getByRole("button", { name: "Sign in with Google" }).click();
  await (await popupOpened).getByRole("button", { name: new RegExp(aarav.name) }).click();
  await expect(page).toHaveURL(/\/$/);

  await page.goto("/signin");
  await expect(page).toHaveURL(/\/$/);
});
