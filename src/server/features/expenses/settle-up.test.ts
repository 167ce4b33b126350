import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { Member } from "../../test/app";
import { testAppForFile } from "../../test/app";
import { addExpense, byAmounts, costsAs, equally, pay, receive, tripScene } from "./test-fixtures";

// Issue 28's property, end to end through the API: whatever a group adds (split equally or by
// amounts) and pays back, the balances the server answers sum to zero, and making and receiving the
// payments it proposes leaves every balance at exactly zero. (src/shared/settle-up.test.ts checks the
// same on the pure functions over many more cases.)
const t = testAppForFile();

const step = fc.oneof(
  fc.record({
    kind: fc.constant("equal" as const),
    payer: fc.nat(2),
    among: fc.uniqueArray(fc.nat(2), { minLength: 1, maxLength: 3 }),
    paise: fc.integer({ min: 1, max: 5_000_00 }),
  }),
  fc.record({
    kind: fc.constant("amounts" as const),
    payer: fc.nat(2),
    parts: fc.tuple(fc.nat(2_000_00), fc.nat(2_000_00), fc.integer({ min: 1, max: 2_000_00 })),
  }),
  fc.record({
    kind: fc.constant("payment" as const),
    from: fc.nat(2),
    to: fc.nat(2),
    paise: fc.integer({ min: 1, max: 3_000_00 }),
  }),
);

describe("a group's balances through the API", () => {
  it("always sum to zero, and the payments the server proposes settle them exactly", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 6 }), async (steps) => {
        const { host, asha, vik, eventId } = await tripScene(t);
        const members: Member[] = [host, asha, vik];
        for (const s of steps) {
          if (s.kind === "equal") {
            await addExpense(
              t,
              eventId,
              members[s.payer]!,
              equally(
                s.paise,
                members[s.payer]!,
                s.among.map((i) => members[i]!),
              ),
            );
          } else if (s.kind === "amounts") {
            const shares = s.parts.map((paise, i) => [members[i]!, paise] as [Member, number]);
            const total = s.parts.reduce((a, b) => a + b, 0);
            await addExpense(t, eventId, members[0]!, byAmounts(total, members[s.payer]!, shares));
          } else if (s.from !== s.to) {
            const id = await pay(t, eventId, members[s.from]!, members[s.to]!, s.paise);
            await receive(t, eventId, members[s.to]!, id);
          }
        }
        const before = await costsAs(t, eventId, vik);
        expect(Object.values(before.balanceOf).reduce((a, b) => a + b, 0)).toBe(0);
        expect(before.settleUp.length).toBeLessThanOrEqual(2);
        const byId = new Map(members.map((m) => [m.id, m]));
        for (const p of before.settleUp as { from: string; to: string; amountPaise: number }[]) {
          const id = await pay(t, eventId, byId.get(p.from)!, byId.get(p.to)!, p.amountPaise);
          await receive(t, eventId, byId.get(p.to)!, id);
        }
        const after = await costsAs(t, eventId, host);
        expect(Object.values(after.balanceOf)).toEqual([0, 0, 0]);
        expect(after.settleUp).toEqual([]);
      }),
      { numRuns: 6, seed: 28 },
    );
  });
});
