import { describe, expect, it } from "vitest";
import { trustLine } from "./trust-line";

describe("the trust line", () => {
  it("reads Verified user only when both checks passed, whatever the member chose", () => {
    expect(trustLine({ trustVerification: true, phoneVerified: true, photoVerified: true }).text).toBe(
      "Verified user",
    );
    expect(trustLine({ trustVerification: false, phoneVerified: true, photoVerified: true }).text).toBe(
      "Verified user",
    );
  });

  it("shows a member who asked for it what is left, the phone first", () => {
    const none = trustLine({ trustVerification: true, phoneVerified: false, photoVerified: false });
    expect(none).toMatchObject({ text: "Verification in progress", tone: "progress" });
    expect(none.next).toMatchObject({ to: "/profile/phone", note: "Next step: verify your phone." });
    const phoneDone = trustLine({ trustVerification: true, phoneVerified: true, photoVerified: false });
    expect(phoneDone.next).toMatchObject({ to: "/profile/photo", note: "Next step: verify your photo." });
  });

  it("keeps the SPEC's words for a member who chose good vibes", () => {
    expect(trustLine({ trustVerification: false, phoneVerified: true, photoVerified: false })).toEqual({
      text: "Not necessary, I trust good vibes",
      tone: "none",
      next: null,
    });
  });
});
