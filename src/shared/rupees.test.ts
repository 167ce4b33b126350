import { describe, expect, it } from "vitest";
import {
  formatRupees,
  MAX_EXPENSE_PAISE,
  MAX_PAYMENT_PAISE,
  paiseToDecimal,
  paiseToInput,
  parseRupees,
} from "./rupees";

describe("amounts typed in rupees", () => {
  it("become whole paise, digit by digit", () => {
    expect(parseRupees("300")).toEqual({ ok: true, paise: 30_000 });
    expect(parseRupees("300.50")).toEqual({ ok: true, paise: 30_050 });
    expect(parseRupees("300.5")).toEqual({ ok: true, paise: 30_050 });
    expect(parseRupees(" 0.05 ")).toEqual({ ok: true, paise: 5 });
    expect(parseRupees("1,200")).toEqual({ ok: true, paise: 120_000 });
    expect(parseRupees("Rs. 450")).toEqual({ ok: true, paise: 45_000 });
    expect(parseRupees("₹99.99")).toEqual({ ok: true, paise: 9_999 });
    // 0.29 * 100 is 28.999999999999996 in floating point; digits are never multiplied as floats.
    expect(parseRupees("0.29")).toEqual({ ok: true, paise: 29 });
    expect(parseRupees("10,00,000")).toEqual({ ok: true, paise: MAX_EXPENSE_PAISE });
  });

  it("are refused with a reason: not a number, more than 2 decimals, zero or less, too large", () => {
    for (const text of ["", "abc", "12abc", "1.2.3", ".5", "5.", "1e3", "Infinity", "NaN", "0x10"])
      expect(parseRupees(text), text).toEqual({ ok: false, problem: "format" });
    expect(parseRupees("300.505")).toEqual({ ok: false, problem: "decimals" });
    expect(parseRupees("0")).toEqual({ ok: false, problem: "notPositive" });
    expect(parseRupees("0.00")).toEqual({ ok: false, problem: "notPositive" });
    expect(parseRupees("-300")).toEqual({ ok: false, problem: "notPositive" });
    expect(parseRupees("10,00,000.01")).toEqual({ ok: false, problem: "tooLarge" });
    expect(parseRupees("99999999999999999999999")).toEqual({ ok: false, problem: "tooLarge" });
    // A payment's cap is larger than an expense's.
    expect(parseRupees("50,00,000", MAX_PAYMENT_PAISE)).toEqual({ ok: true, paise: 500_000_000 });
  });

  it("are written as Rs. with Indian grouping, paise only when there are some", () => {
    expect(formatRupees(30_000)).toBe("Rs. 300");
    expect(formatRupees(30_050)).toBe("Rs. 300.50");
    expect(formatRupees(5)).toBe("Rs. 0.05");
    expect(formatRupees(0)).toBe("Rs. 0");
    expect(formatRupees(MAX_EXPENSE_PAISE)).toBe("Rs. 10,00,000");
    expect(formatRupees(-4_000)).toBe("-Rs. 40");
    expect(paiseToDecimal(30_000)).toBe("300.00");
    expect(paiseToDecimal(1_205)).toBe("12.05");
    expect(paiseToInput(30_000)).toBe("300");
    expect(paiseToInput(30_050)).toBe("300.50");
  });

  it("round-trip: what is written parses back to the same paise", () => {
    for (const paise of [1, 9, 10, 99, 100, 101, 12_345, 30_050, MAX_EXPENSE_PAISE]) {
      expect(parseRupees(formatRupees(paise))).toEqual({ ok: true, paise });
      expect(parseRupees(paiseToInput(paise))).toEqual({ ok: true, paise });
    }
  });
});
