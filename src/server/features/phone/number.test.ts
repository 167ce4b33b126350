import { describe, expect, it } from "vitest";
import { readPhoneNumber } from "./number";
import { codeProblem, resendAt } from "./policy";

// Reading numbers (India by default, other countries only when configured) and the pure code rules.

describe("readPhoneNumber", () => {
  it("reads Indian mobile numbers however they are written, to E.164 and the SPEC's 10 digits", () => {
    for (const typed of [
      "9876543210",
      "+91 98765 43210",
      "098765-43210",
      "0091 98765 43210",
      " 98765 43210 ",
    ]) {
      expect(readPhoneNumber(typed, ["IN"]), typed).toEqual({
        ok: true,
        e164: "+919876543210",
        country: "IN",
        mobileNo: "9876543210",
      });
    }
  });

  it("refuses what is not a mobile number", () => {
    for (const typed of ["", "12345", "080 2222 3333", "98765432101234", "abc"]) {
      expect(readPhoneNumber(typed, ["IN"]), typed).toEqual({ ok: false, reason: "invalid" });
    }
  });

  it("refuses other countries unless configured, then keeps their whole E.164 as the number", () => {
    expect(readPhoneNumber("+971 50 123 4567", ["IN"])).toEqual({ ok: false, reason: "country" });
    expect(readPhoneNumber("+971 50 123 4567", ["IN", "AE"])).toEqual({
      ok: true,
      e164: "+971501234567",
      country: "AE",
      mobileNo: "+971501234567",
    });
  });
});

describe("code rules", () => {
  const at = (s: number) => new Date(Date.UTC(2026, 0, 1, 0, 0, s));
  it("waits 30 s after the first code, doubling with each code of the day", () => {
    expect(resendAt([])).toBeNull();
    expect(resendAt([at(0)])).toEqual(at(30));
    expect(resendAt([at(0), at(40)])).toEqual(at(100));
    expect(resendAt([at(0), at(40), at(200)])).toEqual(at(320));
  });

  it("names what stops a code: used, then too many tries, then expired", () => {
    const code = { expiresAt: at(600), attempts: 0, usedAt: null };
    expect(codeProblem(code, at(599))).toBeNull();
    expect(codeProblem(code, at(600))).toBe("expired");
    expect(codeProblem({ ...code, attempts: 5 }, at(10))).toBe("tooManyTries");
    expect(codeProblem({ ...code, attempts: 5, usedAt: at(5) }, at(700))).toBe("used");
  });
});
