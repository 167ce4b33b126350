import { describe, expect, it } from "vitest";
import { DEFAULT_APP_NAME } from "../../../shared/app-name";
import { EMAIL_MESSAGES } from "../../../shared/texts";
import { presentUnsubscribePage } from "./presenter";

// Issue 25 item 15: the page an email's link opens looks like the product and leads on.
describe("the unsubscribe page", () => {
  it("carries the brand, the result and a way to the notification settings", () => {
    for (const page of [
      presentUnsubscribePage(
        { state: "confirm", category: "requests", action: "/api/unsubscribe?token=t" },
        "en",
      ),
      presentUnsubscribePage({ state: "done", category: "all" }, "en"),
    ]) {
      expect(page).toContain('src="/icons/icon-192.png"');
      expect(page).toContain(`>${EMAIL_MESSAGES.appName}</a>`);
      expect(page).toContain(`<a href="/profile/notifications"`);
      expect(page).toContain(EMAIL_MESSAGES.unsubscribePreferences);
    }
    expect(presentUnsubscribePage({ state: "done", category: "all" }, "en")).toContain(
      EMAIL_MESSAGES.unsubscribed.all,
    );
    const invalid = presentUnsubscribePage({ state: "invalid" }, "en");
    expect(invalid).toContain(EMAIL_MESSAGES.unsubscribeInvalid);
    expect(invalid).toContain(`<a href="/"`);
  });

  it("speaks the member's language: Hindi words and lang for a Hindi member", () => {
    const page = presentUnsubscribePage({ state: "done", category: "messages" }, "hi");
    expect(page).toContain('<html lang="hi-IN">');
    expect(page).toContain("हो गया। अब आपको सीधे मैसेज के बारे में ईमेल नहीं मिलेंगे।");
    expect(page).toContain(`<title>अनसब्सक्राइब करें · ${DEFAULT_APP_NAME}</title>`);
    expect(page).not.toContain(EMAIL_MESSAGES.unsubscribed.messages);
  });
});
