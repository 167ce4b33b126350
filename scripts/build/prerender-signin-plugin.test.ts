import { describe, expect, it } from "vitest";
import { DEFAULT_APP_NAME } from "../../src/shared/app-name";
import { signInPage } from "./prerender-signin-plugin";

const INDEX = `<!doctype html><html lang="en"><head><title>${DEFAULT_APP_NAME}</title><script type="module" src="/assets/index-1.js"></script></head><body><div id="root"></div></body></html>`;

describe("the prerendered sign-in page", () => {
  it("is index.html with the landing in #boot before an empty #root, and the screen's title", () => {
    const landing = { markup: "<main>Sign in with Google</main>", title: `Sign in · ${DEFAULT_APP_NAME}` };
    const page = signInPage(INDEX, landing, "en");
    expect(page).toContain('<div id="boot"><main>Sign in with Google</main></div><div id="root"></div>');
    expect(page).toContain(`<title>Sign in · ${DEFAULT_APP_NAME}</title>`);
    // The same scripts load, so the app takes over from the prerendered markup.
    expect(page).toContain('<script type="module" src="/assets/index-1.js"></script>');
  });

  it("escapes the title and refuses a page without the app's root", () => {
    expect(signInPage(INDEX, { markup: "", title: "A < B & C" }, "en")).toContain(
      "<title>A &lt; B &amp; C</title>",
    );
    expect(() => signInPage("<body></body>", { markup: "", title: "t" }, "en")).toThrow(/#root|id="root"/);
  });

  it("says its language on <html>, so the page is read aloud and hyphenated in it before the app runs", () => {
    const landing = { markup: "<main>Google से साइन इन करें</main>", title: "साइन इन · Saath" };
    const page = signInPage(INDEX, landing, "hi");
    expect(page).toContain('<html lang="hi-IN">');
    expect(page).toContain("<title>साइन इन · Saath</title>");
    expect(signInPage(INDEX, landing, "en")).toContain('<html lang="en-IN">');
  });
});
