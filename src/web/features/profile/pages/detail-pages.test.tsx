import { screen, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { startLanguage } from "../../../lib/i18n";
import { PHONE_TEXTS, TEXTS } from "../../../lib/texts";
import { getAccessToken } from "../../../lib/token-storage";
import { factValue } from "../../../test/queries";
import { makeUser, renderProfile, signIn, stubApi } from "../test/fixtures";

beforeEach(() => {
  signIn();
});

describe("About you", () => {
  it("shows the read-only facts, the birthday as dd MMM yyyy", async () => {
    stubApi();
    renderProfile("/profile/detail/about");
    expect(screen.getByRole("status", { name: "Loading" })).toBeInTheDocument();
    expect(await screen.findByRole("heading", { name: "About you", level: 1 })).toBeInTheDocument();
    await screen.findByText("Asha Rao");
    expect(factValue("Name")).toHaveTextContent("Asha Rao");
    expect(factValue("Current location")).toHaveTextContent("Pune, India");
    expect(factValue("Mobile number")).toHaveTextContent("9876543210");
    expect(factValue("Birthday")).toHaveTextContent(/^05 Jan 1996$/);
    expect(factValue("Gender")).toHaveTextContent("Female");
    expect(screen.getByRole("link", { name: "Back" })).toHaveAttribute("href", "/profile/detail");
    expect(screen.queryByRole("textbox")).not.toBeInTheDocument();
  });

  it("shows a failed load in the red box with a retry, keeping the token", async () => {
    stubApi({ user: { status: 500, message: "The database is not reachable." } });
    renderProfile("/profile/detail/about");
    expect(await screen.findByRole("alert")).toHaveTextContent("The database is not reachable.");
    expect(screen.getByRole("button", { name: "Try again" })).toBeInTheDocument();
    expect(getAccessToken()).toBe("tok");
  });
});

describe("Travel Preferences and Companion Matching", () => {
  it("lists scene preferences, ideal scenes and scene energy as chips", async () => {
    stubApi();
    renderProfile("/profile/detail/preference");
    const prefs = await screen.findByRole("region", { name: "Scene preferences" });
    expect(
      within(prefs)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(["Chai & Conversations", "Weekend Getaways"]);
    expect(
      within(screen.getByRole("region", { name: "Ideal scenes" })).getByText("Sunday café crawl"),
    ).toBeVisible();
    expect(
      within(screen.getByRole("region", { name: "Scene energy" })).getByText("Balanced and Flexible"),
    ).toBeVisible();
  });

  it("shows vibe and spontaneity comfort", async () => {
    stubApi();
    renderProfile("/profile/detail/matching");
    const vibe = await screen.findByRole("region", { name: "Vibe" });
    expect(vibe).toHaveTextContent("I can vibe with almost anyone");
    expect(screen.getByRole("region", { name: "Spontaneity comfort" })).toHaveTextContent(
      "Okay figuring it out",
    );
  });
});

describe("Trust & Safety", () => {
  it("says Verified user for a verified member and links a full handle safely", async () => {
    stubApi({ user: makeUser({ trustVerification: true, phoneVerified: true, photoVerified: true }) });
    renderProfile("/profile/detail/trust");
    expect(await screen.findByText(TEXTS.verifiedUser)).toBeInTheDocument();
    expect(screen.queryByText(TEXTS.trustGoodVibes)).not.toBeInTheDocument();

    const link = screen.getByRole("link", { name: "instagram.com/asha" });
    expect(link).toHaveAttribute("href", "https://instagram.com/asha");
    expect(link).toHaveAttribute("target", "_blank");
    expect(link).toHaveAttribute("rel", "noopener noreferrer");
    expect(screen.queryByRole("img", { name: "Not a full link" })).not.toBeInTheDocument();
  });

  it("says Verification in progress, with the next step, until both checks pass (ADR 0047)", async () => {
    stubApi({ user: makeUser({ trustVerification: true, phoneVerified: true, photoVerified: false }) });
    renderProfile("/profile/detail/trust");
    expect(await screen.findByText("Verification in progress")).toBeInTheDocument();
    expect(screen.getByText("Next step: verify your photo.")).toBeInTheDocument();
    expect(screen.queryByText(TEXTS.verifiedUser)).not.toBeInTheDocument();
  });

  it("shows Phone verified apart from the member's wish, or the way to verify it", async () => {
    stubApi({ user: makeUser({ trustVerification: false, phoneVerified: true }) });
    const view = renderProfile("/profile/detail/trust");
    expect(await screen.findByText(PHONE_TEXTS.verifiedBadge)).toBeInTheDocument();
    expect(screen.getByText(TEXTS.trustGoodVibes)).toBeInTheDocument();
    view.unmount();
    stubApi({ user: makeUser({ phoneVerified: false }) });
    renderProfile("/profile/detail/trust");
    const row = await screen.findByRole("link", { name: new RegExp(PHONE_TEXTS.title) });
    expect(row).toHaveAttribute("href", "/profile/phone");
    expect(screen.queryByText(PHONE_TEXTS.verifiedBadge)).not.toBeInTheDocument();
  });

  it("says Not necessary, I trust good vibes otherwise", async () => {
    stubApi({ user: makeUser({ trustVerification: false }) });
    renderProfile("/profile/detail/trust");
    expect(await screen.findByText(TEXTS.trustGoodVibes)).toBeInTheDocument();
    expect(screen.queryByText(TEXTS.verifiedUser)).not.toBeInTheDocument();
  });

  it.each(["asha", "https://instagram.com/", "https://instagram.com/asha/"])(
    "warns that %s is not a full link and shows it as plain text",
    async (handle) => {
      stubApi({ user: makeUser({ socialLinks: { instagram: handle } }) });
      renderProfile("/profile/detail/trust");
      const value = await screen.findByText(handle);
      expect(value.closest("a")).toBeNull();
      expect(screen.getByRole("img", { name: "Not a full link" })).toBeInTheDocument();
      expect(screen.queryByRole("link", { name: handle })).not.toBeInTheDocument();
    },
  );

  it("shows all three networks and never turns a script address into a link", async () => {
    stubApi({
      user: makeUser({
        socialLinks: {
          instagram: "https://instagram.com/asha",
          linkedin: "javascript:alert('linkedin.com/x')",
          x: "asha_x",
        },
      }),
    });
    renderProfile("/profile/detail/trust");
    await screen.findByText("asha_x");
    expect(factValue("Instagram")).toHaveTextContent("instagram.com/asha");
    expect(factValue("LinkedIn")).toHaveTextContent("javascript:alert('linkedin.com/x')");
    expect(factValue("X")).toHaveTextContent("asha_x");
    expect(screen.getAllByRole("link").map((a) => a.getAttribute("href"))).not.toContain(
      "javascript:alert('linkedin.com/x')",
    );
    // Only X ("asha_x") breaks the rule.
    expect(screen.getAllByRole("img", { name: "Not a full link" })).toHaveLength(1);
  });
});

describe("the account's detail screens in Hindi", () => {
  beforeEach(() => {
    startLanguage({ read: () => "hi", save: () => {} });
  });

  it("says About you's facts in Hindi, the birthday through Intl's hi-IN", async () => {
    stubApi();
    renderProfile("/profile/detail/about");
    expect(await screen.findByRole("heading", { name: "आपके बारे में", level: 1 })).toBeInTheDocument();
    await screen.findByText("Asha Rao");
    expect(factValue("नाम")).toHaveTextContent("Asha Rao");
    expect(factValue("जन्मदिन")).toHaveTextContent(/^5 जन॰ 1996$/);
    expect(factValue("लिंग")).toHaveTextContent("महिला");
  });

  it("says the account details, their sections' states and the UPI ID in Hindi", async () => {
    stubApi({ user: makeUser({ hostRating: null }) });
    renderProfile("/profile/detail");
    expect(await screen.findByRole("heading", { name: "अकाउंट की जानकारी", level: 1 })).toBeInTheDocument();
    expect(await screen.findByText("रेटिंग नहीं")).toBeInTheDocument();
    const sections = screen.getByRole("navigation", { name: "अकाउंट के हिस्से" });
    expect(within(sections).getByRole("link", { name: /आपके बारे में/ })).toHaveAttribute(
      "href",
      "/profile/detail/about",
    );
    expect(within(sections).getAllByRole("img", { name: "पूरा" })).toHaveLength(3);
    expect(within(sections).getByRole("img", { name: "अधूरा" })).toBeInTheDocument();
    expect(screen.getByRole("region", { name: "UPI ID" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "UPI ID सेव करें" })).toBeInTheDocument();
  });

  it("says Trust & Safety's rows and the answers' headings in Hindi", async () => {
    stubApi();
    const view = renderProfile("/profile/detail/trust");
    expect(await screen.findByRole("heading", { name: "भरोसा और सुरक्षा", level: 1 })).toBeInTheDocument();
    expect(await screen.findByText("भरोसेमंद संपर्क")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "सोशल हैंडल" })).toBeInTheDocument();
    view.unmount();

    renderProfile("/profile/detail/preference");
    expect(await screen.findByRole("heading", { name: "घूमने की पसंद", level: 1 })).toBeInTheDocument();
    const prefs = await screen.findByRole("region", { name: "माहौल की पसंद" });
    // The answers themselves in the quiz's Hindi words, though the API stores the SPEC's English.
    expect(
      within(prefs)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(["चाय पे चर्चा", "वीकेंड ट्रिप्स"]);
  });
});
