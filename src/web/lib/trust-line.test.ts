import { describe, expect, it } from "vitest";
import { messageIn } from "./i18n";
import { TEXTS } from "./texts";
import { trustLine } from "./trust-line";

describe("the trust line", () => {
  it("reads Verified user only when both checks passed, whatever the member chose", () => {
    expect(trustLine({ trustVerification: true, phoneVerified: true, photoVerified: true })).toEqual({
      tone: "verified",
      next: null,
    });
    expect(trustLine({ trustVerification: false, phoneVerified: true, photoVerified: true })).toEqual({
      tone: "verified",
      next: null,
    });
  });

  it("shows a member who asked for it what is left, the phone first", () => {
    expect(trustLine({ trustVerification: true, phoneVerified: false, photoVerified: false })).toEqual({
      tone: "progress",
      next: "phone",
    });
    expect(trustLine({ trustVerification: true, phoneVerified: false, photoVerified: true })).toEqual({
      tone: "progress",
      next: "phone",
    });
    expect(trustLine({ trustVerification: true, phoneVerified: true, photoVerified: false })).toEqual({
      tone: "progress",
      next: "photo",
    });
  });

  it("keeps the SPEC's good vibes for a member who chose not to verify", () => {
    expect(trustLine({ trustVerification: false, phoneVerified: true, photoVerified: false })).toEqual({
      tone: "none",
      next: null,
    });
  });

  it("reads the SPEC's words word for word in the English catalogues, and its own beside them", () => {
    const profile = (key: Parameters<typeof messageIn<"profile">>[2]) => messageIn("en", "profile", key);
    expect(profile("trustVerifiedUser")).toBe(TEXTS.verifiedUser);
    expect(profile("trustGoodVibes")).toBe(TEXTS.trustGoodVibes);
    expect(profile("trustInProgress")).toBe("Verification in progress");
    expect(profile("trustNextPhone")).toBe("Next step: verify your phone.");
    expect(profile("trustNextPhoto")).toBe("Next step: verify your photo.");
    expect(messageIn("en", "admin-people", "trustVerifiedUser")).toBe(TEXTS.verifiedUser);
    expect(messageIn("en", "admin-people", "trustInProgress")).toBe("Verification in progress");
  });
});
