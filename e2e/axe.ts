import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/**
 * An axe scan of `page` against WCAG 2.0 and 2.1, A and AA, as every journey that scans asks for it.
 * In legacy mode: axe runs in the page itself, where by default it gathers each frame's results and
 * opens a blank page of its own to put them together. That new page was half of every scan's time
 * (1.4-2.3 s against 0.7-1.0 s per screen, same screens, same machine, 2026-12-01), and the app has
 * no frames from another origin, which is all legacy mode leaves unscanned.
 */
export function axe(page: Page): AxeBuilder {
  return new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).setLegacyMode(true);
}

/**
 * What `page` shows now passes axe (WCAG 2 A and AA: names, labels, contrast, landmarks), or only the
 * part `within` selects (a dialog); a failure names each rule broken and the first places that break
 * it, under `what`.
 */
export async function expectAccessible(page: Page, what: string, within?: string): Promise<void> {
  const scan = axe(page);
  const { violations } = await (within ? scan.include(within) : scan).analyze();
  const summary = violations.map(
    (v) =>
      `${v.id}: ${v.help} (${v.nodes
        .map((n) => n.target.join(" "))
        .slice(0, 3)
        .join(", ")})`,
  );
  expect(summary, what).toEqual([]);
}
