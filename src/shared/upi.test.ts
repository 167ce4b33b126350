import { describe, expect, it } from "vitest";
import { upiPayLink } from "./upi";
import { readUpiId } from "./upi-id";

describe("UPI", () => {
  it("takes an ID of the form name@bank, trimmed; blank clears it", () => {
    expect(readUpiId(" riya.s@okicici ")).toEqual({ ok: true, upiId: "riya.s@okicici" });
    expect(readUpiId("98765-43210@ybl")).toEqual({ ok: true, upiId: "98765-43210@ybl" });
    expect(readUpiId("")).toEqual({ ok: true, upiId: null });
    expect(readUpiId("   ")).toEqual({ ok: true, upiId: null });
    for (const bad of [
      "riya",
      "r@okicici",
      "riya@",
      "@okicici",
      "riya@1bank",
      "riya@o",
      "riya s@okicici",
      "a@b@c",
    ])
      expect(readUpiId(bad), bad).toEqual({ ok: false });
    expect(readUpiId(`${"a".repeat(257)}@okicici`)).toEqual({ ok: false });
  });

  it("opens a payment link with every value URL-encoded and the amount in rupees with 2 decimals", () => {
    expect(
      upiPayLink({ upiId: "riya@okicici", name: "Riya Sen", amountPaise: 30_000, note: "Goa trip & cab" }),
    ).toBe("upi://pay?pa=riya%40okicici&pn=Riya%20Sen&am=300.00&cu=INR&tn=Goa%20trip%20%26%20cab");
    const long = upiPayLink({ upiId: "a.b@ybl", name: "A", amountPaise: 5, note: "x".repeat(80) });
    expect(long).toContain("am=0.05");
    expect(long).toContain(`tn=${"x".repeat(50)}`);
    expect(long).not.toContain("x".repeat(51));
  });
});
