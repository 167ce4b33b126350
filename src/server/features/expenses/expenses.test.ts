import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { AppNotification } from "../../../shared/contracts/notifications";
import { settlingPayments } from "../../../shared/settle-up";
import { EXPENSE_MESSAGES, GROUP_MESSAGES, NOTIFICATION_MESSAGES } from "../../../shared/texts";
import { attendance, expenseShares, expenses, settlements } from "../../db/schema";
import { testAppForFile } from "../../test/app";
import {
  addExpense,
  byAmounts,
  costsAs,
  costsUrl,
  equally,
  pay,
  paymentsUrl,
  receive,
  tripScene,
} from "./test-fixtures";

// Issue 28 item 7: the members who went add expenses, see each member's balance and the fewest
// payments, and settle them; every rule is the server's (ADR 0034).
const t = testAppForFile();

afterEach(() => {
  vi.restoreAllMocks();
});

const rowsOf = async (eventId: string) => ({
  expenses: await t.database.db.select().from(expenses).where(eq(expenses.eventId, eventId)),
  payments: await t.database.db.select().from(settlements).where(eq(settlements.eventId, eventId)),
});

describe("a group's costs", () => {
  it("let the members who went add expenses and see the same balances and payments that settle them", async () => {
    const { host, asha, vik, eventId } = await tripScene(t);
    // A cab of Rs. 1,000 split three ways: the paisa that does not divide goes to one member.
    const cab = await addExpense(t, eventId, host, equally(1000_00, host, [host, asha, vik]));
    expect(cab.shares.map((s) => s.amountPaise).sort()).toEqual([333_33, 333_33, 333_34]);
    await addExpense(
      t,
      eventId,
      asha,
      byAmounts(
        450_50,
        asha,
        [
          [asha, 150_00],
          [vik, 300_50],
        ],
        "Dinner at Toit",
      ),
    );
    const seen = await costsAs(t, eventId, vik);
    expect(seen.eventName).toBeTruthy();
    expect(seen.expenses.map((e: { description: string }) => e.description)).toEqual([
      "Dinner at Toit",
      "Cab",
    ]);
    expect(seen.expenses[0]).toMatchObject({ amountPaise: 450_50, paidBy: asha.id, splitKind: "amounts" });
    const cabShare = (id: string) => cab.shares.find((s) => s.userId === id)!.amountPaise;
    expect(seen.balanceOf).toEqual({
      [host.id]: 1000_00 - cabShare(host.id),
      [asha.id]: 450_50 - 150_00 - cabShare(asha.id),
      [vik.id]: -300_50 - cabShare(vik.id),
    });
    const sum = Object.values(seen.balanceOf).reduce((a, b) => a + b, 0);
    expect(sum).toBe(0);
    expect(seen.settleUp).toEqual(settlingPayments(new Map(Object.entries(seen.balanceOf))));
    // The host paid most and is owed; the two members each pay the host.
    expect(seen.settleUp.map((p: { from: string; to: string }) => [p.from, p.to]).sort()).toEqual(
      [
        [asha.id, host.id],
        [vik.id, host.id],
      ].sort(),
    );
    // The members of the group see each other's UPI IDs here (and nowhere else).
    const upi = Object.fromEntries(
      seen.members.map((m: { _id: string; upiId: string | null }) => [m._id, m.upiId]),
    );
    expect(upi).toEqual({ [host.id]: "hema@okhdfc", [asha.id]: "asha.rao@ybl", [vik.id]: null });
    expect(seen.members[0]).toMatchObject({ _id: host.id, isHost: true, went: true });
    // Everyone reads the same numbers; only what each may do differs.
    const hosts = await costsAs(t, eventId, host);
    expect(hosts.balanceOf).toEqual(seen.balanceOf);
    expect(hosts.expenses.map((e: { canChange: boolean }) => e.canChange)).toEqual([true, true]);
    expect(seen.expenses.map((e: { canChange: boolean }) => e.canChange)).toEqual([false, false]);
  });

  it("settle to zero once the proposed payments are made and received", async () => {
    const { host, asha, vik, eventId } = await tripScene(t);
    await addExpense(t, eventId, host, equally(900_00, host, [host, asha, vik], "Homestay"));
    await addExpense(t, eventId, vik, equally(120_00, asha, [asha, vik], "Chai and pakoras"));
    const members = { [host.id]: host, [asha.id]: asha, [vik.id]: vik };
    const before = await costsAs(t, eventId, asha);
    expect(before.settleUp.length).toBeGreaterThan(0);
    for (const p of before.settleUp as { from: string; to: string; amountPaise: number }[]) {
      const now = (await costsAs(t, eventId, host)).balanceOf;
      const id = await pay(t, eventId, members[p.from]!, members[p.to]!, p.amountPaise);
      // Recorded, not yet received: the balances do not move.
      expect((await costsAs(t, eventId, host)).balanceOf).toEqual(now);
      await receive(t, eventId, members[p.to]!, id);
    }
    const after = await costsAs(t, eventId, vik);
    expect(Object.values(after.balanceOf)).toEqual([0, 0, 0]);
    expect(after.settleUp).toEqual([]);
    expect(after.payments.every((p: { receivedAt: string | null }) => p.receivedAt !== null)).toBe(true);
  });

  it("are refused to anyone outside the members who went, as the group chat is", async () => {
    const { host, asha, vik, pending, stranger, eventId } = await tripScene(t);
    const body = equally(300_00, host, [host, asha]);
    for (const outsider of [pending, stranger]) {
      const read = await t.call("GET", costsUrl(eventId), outsider);
      expect(read.statusCode).toBe(403);
      expect(read.json()).toEqual({
        success: false,
        message: GROUP_MESSAGES.notMember,
        code: "group.notMember",
      });
      expect((await t.call("POST", costsUrl(eventId), outsider, body)).statusCode).toBe(403);
      expect(
        (await t.call("POST", paymentsUrl(eventId), outsider, { to: host.id, amountPaise: 100 })).statusCode,
      ).toBe(403);
    }
    expect((await t.call("GET", costsUrl(eventId))).statusCode).toBe(401);
    const unknown = await t.call("GET", costsUrl("9b2b5a4e-1d0c-4a4c-9d8e-0a6f3c2b1e7d"), host);
    expect(unknown.statusCode).toBe(404);
    expect((await t.call("GET", costsUrl("not-an-id"), host)).statusCode).toBe(404);
    // A member the host marked as not having come is out of the costs (their group chat stays).
    await t.database.db
      .insert(attendance)
      .values({ eventId, userId: vik.id, came: false, markedBy: host.id });
    const noShow = await t.call("GET", costsUrl(eventId), vik);
    expect(noShow.statusCode).toBe(403);
    expect(noShow.json().message).toBe(EXPENSE_MESSAGES.notWent);
    expect((await t.call("GET", `/api/group/messages/${eventId}`, vik)).statusCode).toBe(200);
    // ... and cannot be put in a split or paid.
    const withVik = await t.call("POST", costsUrl(eventId), host, equally(300_00, host, [host, vik]));
    expect(withVik.statusCode).toBe(400);
    expect(withVik.json().message).toBe(EXPENSE_MESSAGES.shareNotMember);
    const payVik = await t.call("POST", paymentsUrl(eventId), asha, { to: vik.id, amountPaise: 100 });
    expect(payVik.json().message).toBe(EXPENSE_MESSAGES.payeeNotMember);
    expect((await rowsOf(eventId)).expenses).toEqual([]);
  });

  it("exist only on Go Dutch and Split the Amount experiences", async () => {
    const { host, asha, eventId } = await tripScene(t, { paymentType: "fee" });
    const read = await t.call("GET", costsUrl(eventId), asha);
    expect(read.statusCode).toBe(409);
    expect(read.json().message).toBe(EXPENSE_MESSAGES.notCostSharing);
    expect((await t.call("POST", costsUrl(eventId), host, equally(100_00, host, [host]))).statusCode).toBe(
      409,
    );
    const split = await tripScene(t, { paymentType: "split" });
    expect((await t.call("GET", costsUrl(split.eventId), split.asha)).statusCode).toBe(200);
  });

  it("refuse a bad expense with a clear sentence and store nothing", async () => {
    const { host, asha, vik, stranger, eventId } = await tripScene(t);
    const good = equally(300_00, host, [host, asha]);
    const cases: [object, string][] = [
      [{ ...good, amountPaise: 0 }, EXPENSE_MESSAGES.amount.notPositive],
      [{ ...good, amountPaise: -500 }, EXPENSE_MESSAGES.amount.notPositive],
      [{ ...good, amountPaise: 100.5 }, EXPENSE_MESSAGES.amount.format],
      [{ ...good, amountPaise: "300" }, EXPENSE_MESSAGES.amount.format],
      [{ ...good, amountPaise: 10_00_000_01 }, EXPENSE_MESSAGES.amount.tooLarge],
      [{ ...good, amountPaise: Number.MAX_SAFE_INTEGER * 4 }, EXPENSE_MESSAGES.amount.tooLarge],
      [{ ...good, description: "   " }, EXPENSE_MESSAGES.descriptionBlank],
      [{ ...good, description: "x".repeat(81) }, EXPENSE_MESSAGES.descriptionTooLong],
      [{ ...good, paidBy: stranger.id }, EXPENSE_MESSAGES.payerNotMember],
      [{ ...good, paidBy: "nobody" }, EXPENSE_MESSAGES.payerNotMember],
      [equally(300_00, host, [host, stranger]), EXPENSE_MESSAGES.shareNotMember],
      [equally(300_00, host, []), EXPENSE_MESSAGES.noShares],
      [equally(300_00, host, [host, host]), EXPENSE_MESSAGES.duplicateShare],
      [{ ...good, split: { kind: "percent", members: [host.id] } }, EXPENSE_MESSAGES.splitKind],
      [{ ...good, split: null }, EXPENSE_MESSAGES.splitKind],
      [
        byAmounts(300_00, host, [
          [host, 100_00],
          [asha, 100_00],
        ]),
        EXPENSE_MESSAGES.sharesDoNotAddUp(200_00, 300_00),
      ],
      [
        byAmounts(300_00, host, [
          [asha, 150_00],
          [asha, 150_00],
        ]),
        EXPENSE_MESSAGES.duplicateShare,
      ],
      [
        byAmounts(300_00, host, [
          [asha, 300_01],
          [vik, -1],
        ]),
        EXPENSE_MESSAGES.badShare,
      ],
      [byAmounts(300_00, host, [[asha, 0]]), EXPENSE_MESSAGES.noShares],
      [byAmounts(300_00, host, [[stranger, 300_00]]), EXPENSE_MESSAGES.shareNotMember],
    ];
    for (const [body, message] of cases) {
      const response = await t.call("POST", costsUrl(eventId), asha, body);
      expect({ body, status: response.statusCode, message: response.json().message }).toEqual({
        body,
        status: 400,
        message,
      });
    }
    const empty = await t.app.inject({
      method: "POST",
      url: costsUrl(eventId),
      headers: { ...asha.headers, "content-type": "application/json" },
      payload: "{not json",
    });
    expect(empty.statusCode).toBe(400);
    expect((await rowsOf(eventId)).expenses).toEqual([]);
    expect(await t.database.db.select().from(expenseShares)).not.toContainEqual(
      expect.objectContaining({ userId: stranger.id }),
    );
  });

  it("let the member who added an expense, or the host, change or delete it, and nobody else", async () => {
    const { host, asha, vik, eventId } = await tripScene(t);
    const added = await addExpense(t, eventId, asha, equally(600_00, asha, [asha, vik]));
    const url = `${costsUrl(eventId)}/${added._id}`;
    const changed = equally(900_00, vik, [host, asha, vik], "Cab both ways");
    const refused = await t.call("PUT", url, vik, changed);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(EXPENSE_MESSAGES.notYours);
    expect((await t.call("DELETE", url, vik)).statusCode).toBe(403);
    const byCreator = await t.call("PUT", url, asha, changed);
    expect(byCreator.statusCode).toBe(200);
    expect(byCreator.json()).toMatchObject({
      message: EXPENSE_MESSAGES.changed,
      data: { description: "Cab both ways", amountPaise: 900_00, paidBy: vik.id, canChange: true },
    });
    const shares = await t.database.db
      .select()
      .from(expenseShares)
      .where(eq(expenseShares.expenseId, added._id));
    expect(shares.map((s) => s.amountPaise)).toEqual([300_00, 300_00, 300_00]);
    // A bad change is refused and changes nothing.
    expect((await t.call("PUT", url, host, { ...changed, amountPaise: 0 })).statusCode).toBe(400);
    expect((await costsAs(t, eventId, host)).expenses[0].amountPaise).toBe(900_00);
    // The host may too; an expense of another group is not found from this one.
    const other = await tripScene(t);
    const elsewhere = await addExpense(
      t,
      other.eventId,
      other.host,
      equally(100_00, other.host, [other.host]),
    );
    expect((await t.call("DELETE", `${costsUrl(eventId)}/${elsewhere._id}`, host)).statusCode).toBe(404);
    const deleted = await t.call("DELETE", url, host);
    expect(deleted.json()).toEqual({
      success: true,
      message: EXPENSE_MESSAGES.deleted,
      code: "expense.deleted",
      data: null,
    });
    expect((await t.call("DELETE", url, host)).statusCode).toBe(404);
    expect((await t.call("PUT", url, asha, changed)).statusCode).toBe(404);
    expect((await rowsOf(eventId)).expenses).toEqual([]);
    expect(
      await t.database.db.select().from(expenseShares).where(eq(expenseShares.expenseId, added._id)),
    ).toEqual([]);
  });

  it("lock the expenses added before a payment that was marked received", async () => {
    const { host, asha, vik, eventId } = await tripScene(t);
    const before = await addExpense(t, eventId, asha, equally(600_00, asha, [asha, vik]));
    const payment = await pay(t, eventId, vik, asha, 300_00);
    // Recorded but not received: nothing is locked yet.
    expect((await costsAs(t, eventId, asha)).expenses[0]).toMatchObject({ locked: false, canChange: true });
    await receive(t, eventId, asha, payment);
    const after = await addExpense(t, eventId, vik, equally(200_00, vik, [asha, vik], "Parking"));
    const seen = await costsAs(t, eventId, host);
    expect(seen.expenses.map((e: { _id: string; locked: boolean }) => [e._id, e.locked])).toEqual([
      [after._id, false],
      [before._id, true],
    ]);
    const url = `${costsUrl(eventId)}/${before._id}`;
    for (const who of [asha, host]) {
      const put = await t.call("PUT", url, who, equally(1_00, asha, [asha]));
      expect(put.statusCode).toBe(409);
      expect(put.json().message).toBe(EXPENSE_MESSAGES.locked);
      expect((await t.call("DELETE", url, who)).statusCode).toBe(409);
    }
    expect((await costsAs(t, eventId, asha)).expenses[1]).toMatchObject({
      amountPaise: 600_00,
      canChange: false,
    });
    // The one added after the payment still changes.
    expect((await t.call("DELETE", `${costsUrl(eventId)}/${after._id}`, vik)).statusCode).toBe(200);
  });

  it("read an expense settled only once nothing from it is owed; locked while some still is", async () => {
    const { host, asha, vik, eventId } = await tripScene(t);
    const dinner = await addExpense(t, eventId, asha, equally(600_00, asha, [host, asha, vik], "Dinner"));
    const state = async () =>
      (await costsAs(t, eventId, vik)).expenses.map(
        (e: { _id: string; locked: boolean; settled: boolean }) => [e._id, e.locked, e.settled],
      );
    expect(await state()).toEqual([[dinner._id, false, false]]);
    // Vik pays his share: the receipt locks the dinner, but the host still owes hers.
    await receive(t, eventId, asha, await pay(t, eventId, vik, asha, 200_00));
    expect(await state()).toEqual([[dinner._id, true, false]]);
    // A payment recorded and not yet received settles nothing.
    const hers = await pay(t, eventId, host, asha, 200_00);
    expect(await state()).toEqual([[dinner._id, true, false]]);
    await receive(t, eventId, asha, hers);
    expect(await state()).toEqual([[dinner._id, true, true]]);
    // An expense added since (no receipt counted it) is owed, and leaves the dinner settled.
    const parking = await addExpense(t, eventId, vik, equally(100_00, vik, [asha, vik], "Parking"));
    expect(await state()).toEqual([
      [parking._id, false, false],
      [dinner._id, true, true],
    ]);
  });

  it("record payments between members, received only by the payee and only once", async () => {
    const { host, asha, vik, stranger, eventId } = await tripScene(t);
    const self = await t.call("POST", paymentsUrl(eventId), asha, { to: asha.id, amountPaise: 100_00 });
    expect(self.json()).toEqual({
      success: false,
      message: EXPENSE_MESSAGES.paySelf,
      code: "expense.paySelf",
    });
    for (const [body, message] of [
      [{ to: stranger.id, amountPaise: 100_00 }, EXPENSE_MESSAGES.payeeNotMember],
      [{ to: host.id, amountPaise: 0 }, EXPENSE_MESSAGES.paymentAmount.notPositive],
      [{ to: host.id, amountPaise: 1.5 }, EXPENSE_MESSAGES.paymentAmount.format],
      [{ to: host.id }, EXPENSE_MESSAGES.paymentAmount.format],
      [{ to: "x", amountPaise: 100 }, EXPENSE_MESSAGES.payeeNotMember],
    ] as const) {
      const response = await t.call("POST", paymentsUrl(eventId), asha, body);
      expect({ status: response.statusCode, message: response.json().message }).toEqual({
        status: 400,
        message,
      });
    }
    expect((await rowsOf(eventId)).payments).toEqual([]);

    const id = await pay(t, eventId, asha, host, 250_00);
    const url = `${paymentsUrl(eventId)}/${id}/received`;
    const asPayer = await costsAs(t, eventId, asha);
    expect(asPayer.payments[0]).toMatchObject({
      from: asha.id,
      to: host.id,
      amountPaise: 250_00,
      receivedAt: null,
    });
    expect(asPayer.payments[0]).toMatchObject({ canMarkReceived: false, canWithdraw: true });
    expect((await costsAs(t, eventId, host)).payments[0]).toMatchObject({
      canMarkReceived: true,
      canWithdraw: false,
    });
    for (const who of [asha, vik]) {
      const refused = await t.call("PATCH", url, who);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe(EXPENSE_MESSAGES.notPayee);
    }
    expect((await t.call("DELETE", `${paymentsUrl(eventId)}/${id}`, host)).statusCode).toBe(403);
    const received = await t.call("PATCH", url, host);
    expect(received.json()).toMatchObject({
      message: EXPENSE_MESSAGES.received,
      data: { _id: id, canMarkReceived: false, canWithdraw: false },
    });
    expect(received.json().data.receivedAt).toEqual(expect.any(String));
    const again = await t.call("PATCH", url, host);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(EXPENSE_MESSAGES.alreadyReceived);
    // Once received it cannot be taken back.
    const withdraw = await t.call("DELETE", `${paymentsUrl(eventId)}/${id}`, asha);
    expect(withdraw.statusCode).toBe(409);
    expect((await costsAs(t, eventId, vik)).balanceOf).toEqual({
      [host.id]: -250_00,
      [asha.id]: 250_00,
      [vik.id]: 0,
    });
    // A payment not yet received, the payer takes back; then it is gone.
    const wrong = await pay(t, eventId, vik, asha, 999_00);
    const taken = await t.call("DELETE", `${paymentsUrl(eventId)}/${wrong}`, vik);
    expect(taken.json()).toEqual({
      success: true,
      message: EXPENSE_MESSAGES.withdrawn,
      code: "expense.withdrawn",
      data: null,
    });
    expect((await t.call("PATCH", `${paymentsUrl(eventId)}/${wrong}/received`, asha)).statusCode).toBe(404);
    // A payment of another group is not found from this one.
    const other = await tripScene(t);
    const elsewhere = await pay(t, other.eventId, other.asha, other.host, 100);
    expect((await t.call("PATCH", `${paymentsUrl(eventId)}/${elsewhere}/received`, host)).statusCode).toBe(
      404,
    );
  });

  it("tell the payee of a payment recorded to them, once, opening the costs where they confirm it", async () => {
    const { host, asha, vik, event, eventId } = await tripScene(t);
    const told = async (who: typeof host) =>
      ((await t.data("GET", "/api/notifications", who)).items as AppNotification[]).filter(
        (n) => n.kind === "payment_recorded",
      );
    const id = await pay(t, eventId, asha, host, 250_00);
    const [notice, ...more] = await told(host);
    expect(more).toEqual([]);
    expect(notice).toMatchObject({
      link: expect.stringMatching(new RegExp(`^/chats/group/[0-9a-f-]+/${eventId}/costs$`)),
      read: false,
    });
    expect(notice!.text).toBe(NOTIFICATION_MESSAGES.payment_recorded("Asha Rao", event.name));
    // Nobody else is told; marking it received tells nobody again.
    expect(await told(asha)).toEqual([]);
    expect(await told(vik)).toEqual([]);
    await receive(t, eventId, host, id);
    expect(await told(host)).toHaveLength(1);
  });

  it("tell the group's open screens to refresh after every change, once it commits", async () => {
    const { host, asha, eventId } = await tripScene(t);
    const publish = vi.spyOn(t.app.deps.realtime, "publish");
    const frames = () =>
      publish.mock.calls.filter(([frame]) => frame.type === "expenses-changed" && frame.eventId === eventId)
        .length;
    const added = await addExpense(t, eventId, host, equally(100_00, host, [host, asha]));
    expect(frames()).toBe(1);
    expect(
      (await t.call("PUT", `${costsUrl(eventId)}/${added._id}`, host, equally(50_00, host, [host])))
        .statusCode,
    ).toBe(200);
    const id = await pay(t, eventId, asha, host, 25_00);
    await receive(t, eventId, host, id);
    expect(frames()).toBe(4);
    // A refused change tells nobody.
    expect((await t.call("DELETE", `${costsUrl(eventId)}/${added._id}`, asha)).statusCode).toBe(403);
    expect(frames()).toBe(4);
  });
});

describe("a member's UPI ID", () => {
  it("is checked for form, shown on their own profile only, and cleared when blank", async () => {
    const { host, asha, eventId } = await tripScene(t);
    for (const bad of ["riya", "riya@", "@okicici", "riya@1bank", "riy a@okicici", 42, null]) {
      const response = await t.call("PATCH", "/api/users/me", asha, { upiId: bad });
      expect({ bad, status: response.statusCode, message: response.json().message }).toEqual({
        bad,
        status: 400,
        message:
          "Enter a UPI ID like name@bank: letters, digits, dots, hyphens or underscores, then @ and the bank.",
      });
    }
    expect((await t.data("GET", `/api/users/${asha.id}`, asha)).upiId).toBe("asha.rao@ybl");
    const saved = await t.call("PATCH", "/api/users/me", asha, { upiId: "  asha.new@okaxis " });
    expect(saved.json()).toEqual({
      success: true,
      message: "UPI ID saved.",
      code: "upi.saved",
      data: { upiId: "asha.new@okaxis" },
    });
    expect((await t.data("GET", `/api/users/${asha.id}`, asha)).upiId).toBe("asha.new@okaxis");
    // Never on a profile someone else opens, the host of a shared trip included.
    expect(await t.data("GET", `/api/users/${asha.id}`, host)).not.toHaveProperty("upiId");
    // The group's members see it on its costs.
    const members = (await costsAs(t, eventId, host)).members as { _id: string; upiId: string | null }[];
    expect(members.find((m) => m._id === asha.id)?.upiId).toBe("asha.new@okaxis");
    const cleared = await t.call("PATCH", "/api/users/me", asha, { upiId: "" });
    expect(cleared.json()).toEqual({
      success: true,
      message: "UPI ID removed.",
      code: "upi.cleared",
      data: { upiId: null },
    });
    expect((await t.data("GET", `/api/users/${asha.id}`, asha)).upiId).toBeNull();
  });
});
