import { describe, expect, it } from "vitest";
import { DEFAULT_APP_NAME } from "../../src/shared/app-name";
import { signInPage } from "./prerender-signin-plugin";

const INDEX = `<!doctype html><html><head><title>${DEFAULT_APP_NAME}</title><script type="module" src="/assets/index-1.js"></script></head><body><div id="root"></div></body></html>`;

describe("the prerendered sign-in page", () => {
  it("is index.html with the landing in #boot before an empty #root, and the screen's title", () => {
    const page = signInPage(INDEX, "<main>Sign in with Google</main>", `Sign in · ${DEFAULT_APP_NAME}`);
    expect(page).toContain('<div id="boot"><main>Sign in with Google</main></div><div id="root"></div>');
    expect(page).toContain(`<title>Sign in · ${DEFAULT_APP_NAME}</title>`);
    // The same scripts load, so the app takes over from the prerendered markup.
    expect(page).toContain('<script type="module" src="/assets/index-1.js"></script>');
  });

  it("escapes the title and refuses a page without the app's root", () => {
    expect(signInPage(INDEX, "", "A < B & C")).toContain("<title>A &lt; B &amp; C</title>");
    expect(() => signInPage("<body></body>", "", "t")).toThrow(/#root|id="root"/);
  });
});
