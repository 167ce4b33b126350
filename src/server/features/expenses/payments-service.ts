import { and, eq, isNull, sql } from "drizzle-orm";
import type { PaymentInput } from "../../../shared/contracts/expenses";
import { EXPENSE_MESSAGES } from "../../../shared/texts";
import type { Db, Tx } from "../../db/client";
import { settlements } from "../../db/schema";
import { paymentReceived, paymentRecorded, paymentWithdrawn } from "../../domain/expenses";
import { authorize, badRequest, conflict, forbidden, notFound } from "../../platform/errors";
import type { DomainEvents } from "../../platform/events/outbox";
import { type CostCircle, costCircle } from "./circle";
import { isPayee, isPayer } from "./policy";
import type { PaymentRow } from "./service";

// Payments between the members who went (issue 28 item 7, ADR 0034). The payer records "I paid
// Rs. X to Y"; it counts in the balances only once Y marks it received, and from then on it never
// changes and locks the expenses added before it. Until then the payer may take it back.

/** The payer records a payment they made to another member who went. */
export async function recordPayment(opts: {
  db: Db;
  events: DomainEvents;
  viewerId: string;
  eventId: string;
  input: PaymentInput;
}): Promise<{ payment: PaymentRow; circle: CostCircle }> {
  const { viewerId, eventId, input } = opts;
  const circle = await costCircle(opts);
  if (input.to === viewerId) throw badRequest(EXPENSE_MESSAGES.paySelf);
  if (!circle.went.has(input.to)) throw badRequest(EXPENSE_MESSAGES.payeeNotMember);
  const payment = await opts.events.commit(async (tx, record) => {
    const [row] = await tx
      .insert(settlements)
      .values({ eventId, fromUser: viewerId, toUser: input.to, amountPaise: input.amountPaise })
      .returning();
    record(paymentRecorded.of({ eventId, paymentId: row!.id, actorId: viewerId }));
    return row!;
  });
  return { payment, circle };
}

/** This group's payment, or 404. */
async function groupPayment(tx: Tx, paymentId: string, eventId: string): Promise<PaymentRow> {
  const [row] = await tx
    .select()
    .from(settlements)
    .where(and(eq(settlements.id, paymentId), eq(settlements.eventId, eventId)));
  if (!row) throw notFound(EXPENSE_MESSAGES.paymentNotFound);
  return row;
}

/**
 * The payee marks a payment received. Conditional on it not being received yet, so two marks at
 * once (two taps, two phones) make one receipt and the other is told it already was.
 */
export async function markReceived(opts: {
  db: Db;
  events: DomainEvents;
  viewerId: string;
  eventId: string;
  paymentId: string;
}): Promise<{ payment: PaymentRow; circle: CostCircle }> {
  const { viewerId, eventId, paymentId } = opts;
  const circle = await costCircle(opts);
  const payment = await opts.events.commit(async (tx, record) => {
    const current = await groupPayment(tx, paymentId, eventId);
    authorize(isPayee(viewerId, current), forbidden(EXPENSE_MESSAGES.notPayee));
    if (current.receivedAt) throw conflict(EXPENSE_MESSAGES.alreadyReceived);
    const [row] = await tx
      .update(settlements)
      .set({ receivedAt: sql`now()`, receivedBy: viewerId })
      .where(
        and(eq(settlements.id, paymentId), eq(settlements.toUser, viewerId), isNull(settlements.receivedAt)),
      )
      .returning();
    // Received (or taken back) by a request that committed since the read above.
    if (!row) throw conflict(EXPENSE_MESSAGES.alreadyReceived);
    record(paymentReceived.of({ eventId, paymentId, actorId: viewerId }));
    return row;
  });
  return { payment, circle };
}

/** The payer takes back a payment the payee has not marked received (a wrong amount, a wrong member). */
export async function withdrawPayment(opts: {
  db: Db;
  events: DomainEvents;
  viewerId: string;
  eventId: string;
  paymentId: string;
}): Promise<void> {
  const { viewerId, eventId, paymentId } = opts;
  await costCircle(opts);
  await opts.events.commit(async (tx, record) => {
    const current = await groupPayment(tx, paymentId, eventId);
    authorize(isPayer(viewerId, current), forbidden(EXPENSE_MESSAGES.notPayer));
    if (current.receivedAt) throw conflict(EXPENSE_MESSAGES.alreadyReceived);
    const [gone] = await tx
      .delete(settlements)
      .where(
        and(
          eq(settlements.id, paymentId),
          eq(settlements.fromUser, viewerId),
          isNull(settlements.receivedAt),
        ),
      )
      .returning({ id: settlements.id });
    if (!gone) throw conflict(EXPENSE_MESSAGES.alreadyReceived);
    record(paymentWithdrawn.of({ eventId, paymentId, actorId: viewerId }));
  });
}
