import { expect } from "vitest";
import type { Member, TestApp } from "../../test/app";
import { createEvent } from "../../test/factories";

// What the expenses tests share: an approved experience with its group (the host and two accepted
// members), a member whose request waits and a stranger; and the calls of the costs endpoints.

export async function tripScene(t: TestApp, opts: { paymentType?: "dutch" | "split" | "fee" } = {}) {
  const admin = await t.login({ role: "admin" });
  const host = await t.login({ overrides: { name: "Hema Host", upiId: "hema@okhdfc" } });
  const asha = await t.login({ overrides: { name: "Asha Rao", upiId: "asha.rao@ybl" } });
  const vik = await t.login({ overrides: { name: "Vik Shah" } });
  const pending = await t.login();
  const stranger = await t.login();
  const event = await createEvent(t.database.db, {
    createdBy: host.id,
    status: "pending",
    paymentType: opts.paymentType ?? "dutch",
    cost: opts.paymentType === "fee" ? 500 : 0,
  });
  expect((await t.call("PATCH", `/api/admin/events/${event.id}/approve`, admin)).statusCode).toBe(200);
  for (const member of [asha, vik, pending])
    expect((await t.call("POST", `/api/events/${event.id}/join`, member)).statusCode).toBe(200);
  for (const member of [asha, vik])
    expect(
      (await t.call("POST", `/api/events/${event.id}/request/${member.id}/approve`, host)).statusCode,
    ).toBe(200);
  return { host, asha, vik, pending, stranger, event, eventId: event.id };
}

export const costsUrl = (eventId: string) => `/api/group/expenses/${eventId}`;
export const paymentsUrl = (eventId: string) => `/api/group/payments/${eventId}`;

export const equally = (amountPaise: number, paidBy: Member, among: Member[], description = "Cab") => ({
  description,
  amountPaise,
  paidBy: paidBy.id,
  split: { kind: "equal", members: among.map((m) => m.id) },
});

export const byAmounts = (
  amountPaise: number,
  paidBy: Member,
  shares: [Member, number][],
  description = "Dinner",
) => ({
  description,
  amountPaise,
  paidBy: paidBy.id,
  split: { kind: "amounts", shares: shares.map(([m, paise]) => ({ userId: m.id, amountPaise: paise })) },
});

/** Adds an expense as `who` and answers it (201 expected). */
export async function addExpense(t: TestApp, eventId: string, who: Member, body: object) {
  const response = await t.call("POST", costsUrl(eventId), who, body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as { _id: string; shares: { userId: string; amountPaise: number }[] };
}

/** Records a payment from `from` to `to` and answers its id (201 expected). */
export async function pay(t: TestApp, eventId: string, from: Member, to: Member, amountPaise: number) {
  const response = await t.call("POST", paymentsUrl(eventId), from, { to: to.id, amountPaise });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data._id as string;
}

/** The payee marks a payment received (200 expected). */
export async function receive(t: TestApp, eventId: string, payee: Member, paymentId: string) {
  const response = await t.call("PATCH", `${paymentsUrl(eventId)}/${paymentId}/received`, payee);
  expect(response.statusCode, response.body).toBe(200);
}

// biome-ignore lint/suspicious/noExplicitAny: tests read the JSON they expect, as `t.data` does
type CostsJson = Record<string, any> & { balanceOf: Record<string, number> };

/** The costs as `who` sees them, balances keyed by member. */
export async function costsAs(t: TestApp, eventId: string, who: Member): Promise<CostsJson> {
  const data = await t.data("GET", costsUrl(eventId), who);
  const balanceOf: Record<string, number> = Object.fromEntries(
    (data.balances as { userId: string; amountPaise: number }[]).map((b) => [b.userId, b.amountPaise]),
  );
  return Object.assign(data, { balanceOf });
}
