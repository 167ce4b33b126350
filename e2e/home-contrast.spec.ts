import type { Locator, Page } from "@playwright/test";
import sharp from "sharp";
import { expect, test } from "./fixtures";

// Issue 11, product 13: white words over the home pictures must stay readable. Axe checks text over
// flat colours only, so this measures what is really behind each line: the pixels of its box with
// the words hidden, against WCAG's contrast ratio (4.5:1 for body text, 3:1 for large).

const luminance = (r: number, g: number, b: number) => {
  const channel = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
};

// The contrast of white text against the lightest 5 % of the pixels behind it: a few lighter pixels
// (an outline's anti-aliasing) do not hide a word, a light patch does.
async function contrastBehind(page: Page, text: Locator): Promise<number> {
  // The box of the words themselves (not of their block, which may run on over empty picture).
  // A handle, because the hidden words drop out of the accessibility tree a role locator reads.
  const element = (await text.elementHandle())!;
  // In view first: the clip is of the viewport (the phone card can push the tiles below the fold).
  await element.scrollIntoViewIfNeeded();
  const box = await element.evaluate((el) => {
    const range = document.createRange();
    range.selectNodeContents(el);
    const r = range.getBoundingClientRect();
    (el as HTMLElement).style.visibility = "hidden";
    return { x: r.x, y: r.y, width: r.width, height: r.height };
  });
  const png = await page.screenshot({ clip: box, animations: "disabled" });
  await element.evaluate((el) => {
    (el as HTMLElement).style.visibility = "";
  });
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const values: number[] = [];
  for (let i = 0; i < data.length; i += info.channels)
    values.push(luminance(data[i]!, data[i + 1]!, data[i + 2]!));
  values.sort((a, b) => a - b);
  const light = values[Math.floor(values.length * 0.95)]!;
  return 1.05 / (light + 0.05);
}

test("the home hero and tiles keep their white words readable over the pictures @layout", async ({
  page,
  newMember,
  login,
}) => {
  await login({ member: await newMember() });
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1, name: "Where to this weekend?" })).toBeVisible();
  // Every picture has arrived and been painted before anything is measured.
  await page.waitForFunction(() =>
    Array.from(document.images).every((img) => img.complete && (img.naturalWidth > 0 || !img.src)),
  );

  const hero = page.locator("main section").first();
  const checks: { name: string; text: Locator; min: number }[] = [
    { name: "hero greeting", text: hero.locator("p").first(), min: 4.5 },
    { name: "hero title", text: hero.getByRole("heading", { level: 1 }), min: 3 },
    { name: "hero line", text: hero.locator("p").nth(1), min: 4.5 },
  ];
  for (const tile of await page.getByRole("region", { name: "Shortcuts" }).getByRole("link").all()) {
    const name = (await tile.locator("span").nth(1).textContent()) ?? "tile";
    checks.push({ name: `${name} title`, text: tile.locator("span").nth(1), min: 3 });
    checks.push({ name: `${name} caption`, text: tile.locator("span").nth(2), min: 4.5 });
  }
  expect(checks.length).toBeGreaterThanOrEqual(9);
  const measured: Record<string, number> = {};
  for (const check of checks) measured[check.name] = await contrastBehind(page, check.text);
  for (const check of checks) {
    expect(measured[check.name], `${check.name}: ${JSON.stringify(measured)}`).toBeGreaterThanOrEqual(
      check.min,
    );
  }
});
