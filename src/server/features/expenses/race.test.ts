import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { sumOf } from "../../../shared/settle-up";
import { expenseShares, expenses, settlements } from "../../db/schema";
import { testAppForFile } from "../../test/app";
import { testDatabaseKind } from "../../test/database";
import { addExpense, costsUrl, equally, pay, paymentsUrl, tripScene } from "./test-fixtures";

// Changes that race (ADR 0034): each is one conditional statement, so two taps, two phones or an edit
// against a receipt leave the group's costs whole. PGlite runs one query at a time, so this proves the
// rules only on PostgreSQL (a pool of 10); on PGlite it still checks the bookkeeping.
const ROUNDS = testDatabaseKind() === "postgres" ? 5 : 1;
const t = testAppForFile();
const db = () => t.database.db;

const statuses = (responses: { statusCode: number }[]) => responses.map((r) => r.statusCode).sort();

describe("a group's costs under a race", () => {
  it(`mark a payment received once, however many marks arrive at once (${ROUNDS} rounds)`, async () => {
    const { host, asha, eventId } = await tripScene(t);
    for (let round = 0; round < ROUNDS; round++) {
      const id = await pay(t, eventId, asha, host, 100_00 + round);
      const url = `${paymentsUrl(eventId)}/${id}/received`;
      const answers = await Promise.all(Array.from({ length: 8 }, () => t.call("PATCH", url, host)));
      expect(statuses(answers)).toEqual([200, 409, 409, 409, 409, 409, 409, 409]);
      const [row] = await db().select().from(settlements).where(eq(settlements.id, id));
      expect(row!.receivedAt).not.toBeNull();
      expect(row!.receivedBy).toBe(host.id);
    }
  });

  it(`take a payment back or receive it, never both (${ROUNDS} rounds)`, async () => {
    const { host, vik, eventId } = await tripScene(t);
    for (let round = 0; round < ROUNDS; round++) {
      const id = await pay(t, eventId, vik, host, 50_00);
      const [received, withdrawn] = await Promise.all([
        t.call("PATCH", `${paymentsUrl(eventId)}/${id}/received`, host),
        t.call("DELETE", `${paymentsUrl(eventId)}/${id}`, vik),
      ]);
      const rows = await db().select().from(settlements).where(eq(settlements.id, id));
      if (received.statusCode === 200) {
        expect(withdrawn.statusCode).toBe(409);
        expect(rows[0]!.receivedAt).not.toBeNull();
      } else {
        expect(withdrawn.statusCode).toBe(200);
        expect([404, 409]).toContain(received.statusCode);
        expect(rows).toEqual([]);
      }
    }
  });

  it(`keep an expense whole when edits race each other and a receipt (${ROUNDS} rounds)`, async () => {
    const { host, asha, vik, eventId } = await tripScene(t);
    const everyone = [host, asha, vik];
    for (let round = 0; round < ROUNDS; round++) {
      const expense = await addExpense(t, eventId, asha, equally(300_00, asha, everyone));
      const payment = await pay(t, eventId, vik, asha, 10_00);
      const url = `${costsUrl(eventId)}/${expense._id}`;
      // Six edits with different amounts and splits, by the creator and the host, and the receipt.
      const edits = Array.from({ length: 6 }, (_, i) =>
        t.call(
          "PUT",
          url,
          i % 2 ? host : asha,
          equally(100_01 * (i + 1), asha, everyone.slice(0, 1 + (i % 3))),
        ),
      );
      const receipt = t.call("PATCH", `${paymentsUrl(eventId)}/${payment}/received`, asha);
      const answers = await Promise.all([...edits, receipt]);
      expect((await receipt).statusCode).toBe(200);
      for (const answer of answers) expect([200, 409]).toContain(answer.statusCode);
      // Whatever won, the expense and its shares agree: one edit's amount, its shares summing to it.
      const [row] = await db().select().from(expenses).where(eq(expenses.id, expense._id));
      const shares = await db().select().from(expenseShares).where(eq(expenseShares.expenseId, expense._id));
      expect(sumOf(shares)).toBe(row!.amountPaise);
      const expected = new Map(
        [300_00, ...Array.from({ length: 6 }, (_, i) => 100_01 * (i + 1))].map((amount, i) => [
          amount,
          i === 0 ? 3 : 1 + ((i - 1) % 3),
        ]),
      );
      expect(expected.get(row!.amountPaise)).toBe(shares.length);
      // Once the receipt is in, the expense is locked for good.
      expect((await t.call("PUT", url, asha, equally(1_00, asha, [asha]))).statusCode).toBe(409);
    }
  });
});
