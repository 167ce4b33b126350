import { describe, expect, it } from "vitest";
import {
  hostRefusal,
  isVerified,
  joinRefusal,
  nextVerificationStep,
  WOMEN_ONLY_CATEGORY,
} from "./trust-rules";

const member = (gender: string, phoneVerified: boolean, photoVerified: boolean) => ({
  gender,
  phoneVerified,
  photoVerified,
});
const womenOnly = { category: WOMEN_ONLY_CATEGORY, verifiedOnly: false };
const walk = { category: "Food & Coffee Trails", verifiedOnly: false };
const verifiedWalk = { ...walk, verifiedOnly: true };

describe("who may join", () => {
  it("takes anyone on an ordinary listing", () => {
    expect(joinRefusal(walk, member("male", false, false))).toBeNull();
  });

  it("takes women with a checked photo on a women-only trip, and says what the others lack", () => {
    expect(joinRefusal(womenOnly, member("female", false, true))).toBeNull();
    expect(joinRefusal(womenOnly, member("female", true, false))).toBe("needsPhoto");
    expect(joinRefusal(womenOnly, member("male", true, true))).toBe("womenOnly");
    expect(joinRefusal(womenOnly, member("other", true, true))).toBe("womenOnly");
  });

  it("takes members who passed both checks on a verified-only listing", () => {
    expect(joinRefusal(verifiedWalk, member("male", true, true))).toBeNull();
    expect(joinRefusal(verifiedWalk, member("male", true, false))).toBe("needsVerification");
    expect(joinRefusal(verifiedWalk, member("female", false, true))).toBe("needsVerification");
    expect(joinRefusal({ ...womenOnly, verifiedOnly: true }, member("female", false, true))).toBe(
      "needsVerification",
    );
  });
});

describe("who may host", () => {
  it("lets only a woman with a checked photo host a women-only trip", () => {
    expect(hostRefusal(WOMEN_ONLY_CATEGORY, member("female", false, true))).toBeNull();
    expect(hostRefusal(WOMEN_ONLY_CATEGORY, member("female", true, false))).toBe("needsPhoto");
    expect(hostRefusal(WOMEN_ONLY_CATEGORY, member("male", true, true))).toBe("womenOnlyHost");
    expect(hostRefusal(walk.category, member("male", false, false))).toBeNull();
  });
});

describe("verified", () => {
  it("means both checks, and the next step is the phone, then the photo", () => {
    expect(isVerified({ phoneVerified: true, photoVerified: true })).toBe(true);
    expect(isVerified({ phoneVerified: true, photoVerified: false })).toBe(false);
    expect(nextVerificationStep({ phoneVerified: false, photoVerified: false })).toBe("phone");
    expect(nextVerificationStep({ phoneVerified: false, photoVerified: true })).toBe("phone");
    expect(nextVerificationStep({ phoneVerified: true, photoVerified: false })).toBe("photo");
    expect(nextVerificationStep({ phoneVerified: true, photoVerified: true })).toBeNull();
  });
});
