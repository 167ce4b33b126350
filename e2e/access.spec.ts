import * as events from "../src/shared/endpoints/events";
import { endpointPath } from "./api/client";
import { expect, test } from "./fixtures";

test("the sign-in screen shows its tagline and the Google button", async ({ page }) => {
  await page.goto("/signin");
  await expect(page.getByText("Place worth Going, place worth Knowing")).toBeVisible();
  await expect(page.getByRole("button", { name: "Sign in with Google" })).toBeVisible();
});

test("an anonymous visit to /events lands on /signin", async ({ page }) => {
  await page.goto("/events");
  await expect(page).toHaveURL(/\/signin$/);
  await expect(page.getByText("Place worth Going, place worth Knowing")).toBeVisible();
});

test("a stored token of 'undefined' or 'null' counts as none", async ({ page }) => {
  for (const value of ["undefined", "null"]) {
    await page.goto("/signin");
    await page.evaluate((v) => localStorage.setItem("accessToken", v), value);
    await page.goto("/profile");
    await expect(page).toHaveURL(/\/signin$/);
  }
});

test("the API answers 401 with a token message to an anonymous caller", async ({ request }) => {
  const res = await request.get(endpointPath(events.listEvents));
  expect(res.status()).toBe(401);
  expect((await res.json()).message.toLowerCase()).toContain("token");
});

test("an unknown page shows the not-found screen", async ({ page }) => {
  await page.goto("/signin");
  await page.evaluate(() => localStorage.setItem("accessToken", "something"));
  await page.goto("/no/such/page");
  await expect(page.getByRole("heading", { name: /not found/i })).toBeVisible();
});
