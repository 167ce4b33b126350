import { describe, expect, it } from "vitest";
import { withCriticalCss } from "./critical-css-plugin";

const PAGE = `<!doctype html>
<html lang="en">
  <head>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/index-abc.css">
  </head>
  <body>
    <div id="boot"><div class="space-y-4 p-4"><div class="animate-pulse h-8"></div><div class="h-8"></div></div></div><div id="root"></div>
  </body>
</html>`;

// Tailwind's shapes: spacing between children under :where(), an animation with its keyframes.
const SHEET = [
  ":where(.space-y-4>:not(:last-child)){margin-block-end:1rem}",
  ".p-4{padding:1rem}",
  ".h-8{height:2rem}",
  ".animate-pulse{animation:var(--animate-pulse)}",
  "@keyframes pulse{50%{opacity:.5}}",
  ".dialog-panel{position:fixed}",
  ":where(.divide-y>:not(:last-child)){border-bottom-width:1px}",
].join("");

describe("the boot frame's rules in the page", () => {
  it("writes the rules the page's markup uses into its head, :where() ones included, and no others", async () => {
    const html = await withCriticalCss(PAGE, { "assets/index-abc.css": SHEET });
    const style = /<style>(.*?)<\/style>/s.exec(html)?.[1] ?? "";
    expect(style).toContain(".space-y-4>:not(:last-child)");
    expect(style).toContain(".p-4{padding:1rem}");
    expect(style).toContain(".h-8{height:2rem}");
    expect(style).not.toContain(".dialog-panel");
    expect(style).not.toContain(".divide-y");
  });

  it("links the whole sheet last in <body>, so the frame paints before it and the app's scripts after it", async () => {
    const html = await withCriticalCss(PAGE, { "assets/index-abc.css": SHEET });
    const link = html.indexOf('<link rel="stylesheet" crossorigin href="/assets/index-abc.css">');
    expect(link).toBeGreaterThan(html.indexOf('<div id="root"></div>'));
    expect(link).toBeLessThan(html.indexOf("</body>"));
    expect(html.indexOf("<style>")).toBeLessThan(html.indexOf("</head>"));
  });

  it("fails the build when the sheet is not in the bundle", async () => {
    await expect(withCriticalCss(PAGE, {})).rejects.toThrow();
  });
});
