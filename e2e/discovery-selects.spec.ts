import type { Locator } from "@playwright/test";
import EVENTS_EN from "../src/web/locales/en/events.json" with { type: "json" };
import EVENTS_HI from "../src/web/locales/hi/events.json" with { type: "json" };
import { speaks } from "./api/members";
import { expect, test } from "./fixtures";

// Issue 41: at 390 px the discovery bar's "How far" read "Anywher", its last letter under the
// arrow. A select is as wide as its widest option when nothing constrains it (its own arrow and
// padding included), so each of the bar's selects must be at least that wide where the row puts
// it: then no option's words are cut, whichever is chosen. (The phone project is 390 px wide.)

/** How much wider the select would need to be to show its widest option whole (<= 0 when it fits). */
const shortfall = (select: Locator) =>
  select.evaluate((el: HTMLSelectElement) => {
    const given = el.getBoundingClientRect().width;
    const { width, minWidth } = el.style;
    el.style.width = "max-content";
    el.style.minWidth = "max-content";
    const needed = el.getBoundingClientRect().width;
    el.style.width = width;
    el.style.minWidth = minWidth;
    return needed - given;
  });

for (const [language, locale, words] of [
  ["English", "en-IN", EVENTS_EN],
  ["Hindi", "hi-IN", EVENTS_HI],
] as const) {
  test.describe(`in ${language}`, () => {
    test.use({ locale });

    test(`the discovery bar's choices read whole at a phone's width, in ${language}`, async ({
      page,
      request,
      login,
    }, testInfo) => {
      const member = await login();
      // A signed-in member reads the language saved on their account.
      if (locale === "hi-IN") await speaks(request, member, "hi");
      await page.goto("/events");
      const far = page.getByLabel(words.radiusLabel);
      await expect(far).toHaveValue("any");
      await expect(far.locator("option:checked")).toHaveText(words.radiusAny);
      expect(await shortfall(far)).toBeLessThanOrEqual(0);
      expect(await shortfall(page.getByLabel(words.sortLabel))).toBeLessThanOrEqual(0);
      await page
        .getByRole("button", { name: words.nearMe, exact: true })
        .screenshot({ path: testInfo.outputPath("near-me-button.png") });
      await page.screenshot({
        path: testInfo.outputPath("discovery-bar.png"),
        clip: { x: 0, y: 0, width: 390, height: 360 },
      });
    });
  });
}
