import { appNameFrom } from "../src/shared/app-name";
import { expectAccessible } from "./axe";
import { expect, test } from "./fixtures";

// The name the server and the build were given (APP_NAME), as they read it.
const APP_NAME = appNameFrom(process.env.APP_NAME);

// Issue 40, ADR 0053: a browser that asks for Hindi gets the sign-in screen in Hindi, painted so from
// the page itself before any script runs (the landing prerendered in Hindi, issue 41), can switch to
// English on the screen, and keeps the choice on its next visit.
test.use({ locale: "hi-IN" });

test.describe("before the scripts", () => {
  // What a phone on slow 4G paints while the scripts are still on their way: the page alone.
  test.use({ javaScriptEnabled: false });

  test("a Hindi browser's first paint of /signin is the landing in Hindi @layout", async ({ page }) => {
    await page.goto("/signin");
    await expect(page.getByRole("heading", { level: 1, name: "जाने लायक जगहें, जानने लायक लोग" })).toBeVisible();
    // Shown, disabled until the app takes over (a tap before then would be lost).
    await expect(page.getByRole("button", { name: "Google से साइन इन करें" })).toBeDisabled();
    await expect(page).toHaveTitle(`साइन इन · ${APP_NAME}`);
    await expect(page.locator("html")).toHaveAttribute("lang", "hi-IN");
    await expect(page.getByRole("radio", { name: "हिन्दी" })).toBeChecked();
  });
});

test("a Hindi browser gets /signin in Hindi, switches to English and keeps it @layout", async ({ page }) => {
  await page.goto("/signin");
  await expect(page.getByRole("heading", { level: 1, name: "जाने लायक जगहें, जानने लायक लोग" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Google से साइन इन करें" })).toBeEnabled();
  await expect(page).toHaveTitle(`साइन इन · ${APP_NAME}`);
  await expect(page.locator("html")).toHaveAttribute("lang", "hi-IN");
  await expect(page.getByRole("radio", { name: "हिन्दी" })).toBeChecked();

  // The Hindi screen passes axe as the English one does (routes.spec.ts): names, contrast, lang.
  await expectAccessible(page, "/signin in Hindi");

  await page.getByRole("group", { name: "भाषा" }).getByText("English").click();
  // SPEC 2 and the tagline of SPEC's opening, word for word.
  await expect(
    page.getByRole("heading", { level: 1, name: "Place worth Going, place worth Knowing" }),
  ).toBeVisible();
  await expect(page.getByRole("button", { name: "Sign in with Google" })).toBeEnabled();
  await expect(page).toHaveTitle(`Sign in · ${APP_NAME}`);
  await expect(page.locator("html")).toHaveAttribute("lang", "en-IN");

  // The choice outlives the visit: the Hindi browser stays in English.
  await page.reload();
  await expect(page.getByRole("radio", { name: "English" })).toBeChecked();
  await expect(page.getByRole("button", { name: "Sign in with Google" })).toBeEnabled();
});
