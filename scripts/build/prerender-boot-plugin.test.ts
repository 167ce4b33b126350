import { describe, expect, it } from "vitest";
import { withBootFrame } from "./prerender-boot-plugin";

const INDEX =
  '<!doctype html><html><head><script type="module" src="/assets/index-1.js"></script></head><body><div id="root"></div></body></html>';

describe("the boot frame in index.html", () => {
  it("goes in #boot before the empty #root, the scripts unchanged", () => {
    const page = withBootFrame(INDEX, '<div aria-hidden="true">Saath</div>');
    expect(page).toContain('<div id="boot"><div aria-hidden="true">Saath</div></div><div id="root"></div>');
    expect(page).toContain('<script type="module" src="/assets/index-1.js"></script>');
  });

  it("refuses a page without the app's root, or with a #boot already (signin.html's landing)", () => {
    expect(() => withBootFrame("<body></body>", "")).toThrow(/id="root"/);
    expect(() => withBootFrame(withBootFrame(INDEX, "x"), "y")).toThrow(/#boot already/);
  });
});
