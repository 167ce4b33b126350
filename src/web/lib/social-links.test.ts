import { describe, expect, it } from "vitest";
import { handleView, safeWebAddress } from "./social-links";

describe("handleView (SPEC 2 Trust warning rule)", () => {
  it("accepts a full link: no warning, and it becomes a link", () => {
    expect(handleView("https://instagram.com/asha")).toEqual({
      text: "https://instagram.com/asha",
      warn: false,
      href: "https://instagram.com/asha",
      label: "instagram.com/asha",
    });
    expect(handleView("https://www.linkedin.com/in/asha")?.label).toBe("linkedin.com/in/asha");
  });

  it.each([
    ["a bare handle", "asha"],
    ["a link without a profile", "https://instagram.com/"],
    ["a link ending with a slash", "https://instagram.com/asha/"],
    ["a link without .com/", "https://linkedin.in/asha"],
  ])("warns about %s and shows it as text", (_, handle) => {
    expect(handleView(handle)).toMatchObject({ text: handle, warn: true, href: null, label: handle });
  });

  it("never links anything but http(s), even when it passes the rule", () => {
    expect(handleView("javascript:alert('x.com/a')")).toMatchObject({ warn: false, href: null });
    expect(handleView("instagram.com/asha")).toMatchObject({ warn: false, href: null });
    expect(safeWebAddress("data:text/html,x.com/a")).toBeNull();
    expect(safeWebAddress("http://x.com/asha")).toBe("http://x.com/asha");
  });

  it("gives nothing for a missing or blank handle", () => {
    expect(handleView(undefined)).toBeNull();
    expect(handleView("   ")).toBeNull();
  });
});
