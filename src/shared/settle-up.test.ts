import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { MAX_EXPENSE_PAISE } from "./rupees";
import {
  balancesOf,
  checkShares,
  type ExpenseLike,
  type Payment,
  settlingPayments,
  splitEqually,
  sumOf,
} from "./settle-up";

describe("splitting an expense equally", () => {
  it("gives the paise that do not divide to the first members by id, so the shares add up", () => {
    expect(splitEqually(100, ["c", "a", "b"])).toEqual([
      { userId: "a", amountPaise: 34 },
      { userId: "b", amountPaise: 33 },
      { userId: "c", amountPaise: 33 },
    ]);
    expect(splitEqually(90_000, ["riya", "host"])).toEqual([
      { userId: "host", amountPaise: 45_000 },
      { userId: "riya", amountPaise: 45_000 },
    ]);
  });

  it("is the same whatever order the members were chosen in, and counts each member once", () => {
    expect(splitEqually(1001, ["b", "a", "c", "a"])).toEqual(splitEqually(1001, ["c", "b", "a"]));
    expect(splitEqually(5, [])).toEqual([]);
  });

  it("always adds up exactly, each share within a paisa of the others", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: MAX_EXPENSE_PAISE }),
        fc.uniqueArray(fc.uuid(), { minLength: 1, maxLength: 40 }),
        (amount, members) => {
          const shares = splitEqually(amount, members);
          expect(sumOf(shares)).toBe(amount);
          expect(shares).toHaveLength(members.length);
          const sizes = shares.map((s) => s.amountPaise);
          expect(Math.max(...sizes) - Math.min(...sizes)).toBeLessThanOrEqual(1);
        },
      ),
    );
  });
});

describe("shares by amounts", () => {
  it("split the expense only when they add up to it, each member once", () => {
    expect(checkShares(1000, [{ userId: "a", amountPaise: 1000 }])).toBeNull();
    expect(
      checkShares(1000, [
        { userId: "a", amountPaise: 700 },
        { userId: "b", amountPaise: 300 },
        { userId: "c", amountPaise: 0 },
      ]),
    ).toBeNull();
    expect(
      checkShares(1000, [
        { userId: "a", amountPaise: 700 },
        { userId: "b", amountPaise: 299 },
      ]),
    ).toBe("sum");
    expect(
      checkShares(1000, [
        { userId: "a", amountPaise: 500 },
        { userId: "a", amountPaise: 500 },
      ]),
    ).toBe("duplicate");
    expect(checkShares(1000, [{ userId: "a", amountPaise: 0 }])).toBe("noShares");
    expect(checkShares(1000, [])).toBe("noShares");
    expect(
      checkShares(1000, [
        { userId: "a", amountPaise: 1000.5 },
        { userId: "b", amountPaise: -0.5 },
      ]),
    ).toBe("badShare");
  });
});

describe("balances and the payments that settle them", () => {
  it("work through a weekend: a cab, a homestay and a dinner", () => {
    const expenses: ExpenseLike[] = [
      // Asha pays the cab for three: Rs. 900.
      { paidBy: "asha", amountPaise: 90_000, shares: splitEqually(90_000, ["asha", "riya", "vik"]) },
      // Riya pays the homestay: Rs. 3,000.
      { paidBy: "riya", amountPaise: 300_000, shares: splitEqually(300_000, ["asha", "riya", "vik"]) },
      // Vik pays dinner for Asha and himself, by amounts.
      {
        paidBy: "vik",
        amountPaise: 60_050,
        shares: [
          { userId: "asha", amountPaise: 30_000 },
          { userId: "vik", amountPaise: 30_050 },
        ],
      },
    ];
    const balances = balancesOf({ expenses, receivedPayments: [] });
    expect(Object.fromEntries(balances)).toEqual({
      asha: 90_000 - 30_000 - 100_000 - 30_000,
      riya: 300_000 - 30_000 - 100_000,
      vik: 60_050 - 30_000 - 100_000 - 30_050,
    });
    const payments = settlingPayments(balances);
    expect(payments).toEqual([
      { from: "vik", to: "riya", amountPaise: 100_000 },
      { from: "asha", to: "riya", amountPaise: 70_000 },
    ]);
    // Once both are received, nobody owes anybody.
    const after = balancesOf({ expenses, receivedPayments: payments });
    expect([...after.values()].every((p) => p === 0)).toBe(true);
    expect(settlingPayments(after)).toEqual([]);
  });

  it("list members with nothing yet at zero, and count only payments that were received", () => {
    const balances = balancesOf({ expenses: [], receivedPayments: [], members: ["a", "b"] });
    expect(Object.fromEntries(balances)).toEqual({ a: 0, b: 0 });
    expect(settlingPayments(balances)).toEqual([]);
  });

  it("refuse to settle balances that do not sum to zero", () => {
    expect(() => settlingPayments(new Map([["a", 5]]))).toThrow(/sum/);
  });

  // The property of issue 28: whatever the group spent and paid back, balances sum to zero, and the
  // proposed payments (at most n - 1 of them, none between a member and themselves, never zero)
  // leave every balance at exactly zero.
  it("always sum to zero, and the proposed payments settle them exactly", () => {
    const members = fc.uniqueArray(fc.constantFrom(...["a", "b", "c", "d", "e", "f", "g", "h"]), {
      minLength: 2,
      maxLength: 8,
    });
    const group = members.chain((ids) => {
      const member = fc.constantFrom(...ids);
      const equal = fc.record({
        paidBy: member,
        amountPaise: fc.integer({ min: 1, max: MAX_EXPENSE_PAISE }),
        among: fc.uniqueArray(member, { minLength: 1, maxLength: ids.length }),
      });
      const byAmounts = fc.record({
        paidBy: member,
        parts: fc.array(fc.tuple(member, fc.integer({ min: 0, max: 5_000_000 })), {
          minLength: 1,
          maxLength: 8,
        }),
      });
      const payment = fc.record({
        from: member,
        to: member,
        amountPaise: fc.integer({ min: 1, max: 10_000_000 }),
      });
      return fc.record({
        ids: fc.constant(ids),
        equal: fc.array(equal, { maxLength: 12 }),
        byAmounts: fc.array(byAmounts, { maxLength: 6 }),
        payments: fc.array(payment, { maxLength: 6 }),
      });
    });
    fc.assert(
      fc.property(group, ({ ids, equal, byAmounts, payments }) => {
        const expenses: ExpenseLike[] = [
          ...equal.map((e) => ({
            paidBy: e.paidBy,
            amountPaise: e.amountPaise,
            shares: splitEqually(e.amountPaise, e.among),
          })),
          ...byAmounts.flatMap((e) => {
            const merged = new Map<string, number>();
            for (const [userId, paise] of e.parts) merged.set(userId, (merged.get(userId) ?? 0) + paise);
            const shares = [...merged].map(([userId, amountPaise]) => ({ userId, amountPaise }));
            const amountPaise = sumOf(shares);
            return amountPaise > 0 && checkShares(amountPaise, shares) === null
              ? [{ paidBy: e.paidBy, amountPaise, shares }]
              : [];
          }),
        ];
        const received: Payment[] = payments.filter((p) => p.from !== p.to);
        const balances = balancesOf({ expenses, receivedPayments: received, members: ids });
        expect([...balances.values()].reduce((a, b) => a + b, 0)).toBe(0);
        const proposed = settlingPayments(balances);
        const nonZero = [...balances.values()].filter((p) => p !== 0).length;
        expect(proposed.length).toBeLessThanOrEqual(Math.max(0, nonZero - 1));
        for (const p of proposed) {
          expect(p.from).not.toBe(p.to);
          expect(p.amountPaise).toBeGreaterThan(0);
          expect(Number.isSafeInteger(p.amountPaise)).toBe(true);
          // A debtor pays, a creditor receives: nobody is asked to pay and be paid.
          expect(balances.get(p.from)).toBeLessThan(0);
          expect(balances.get(p.to)).toBeGreaterThan(0);
        }
        const settled = balancesOf({ expenses, receivedPayments: [...received, ...proposed], members: ids });
        expect([...settled.values()].every((p) => p === 0)).toBe(true);
      }),
      { numRuns: 300 },
    );
  });
});
