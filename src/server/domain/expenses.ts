import { z } from "zod";
import { defineEvent } from "../platform/events/define-event";

// A group's costs (issue 28 item 7, ADR 0030 and 0034). The expenses feature records what happened;
// what follows (the other members' open screens refresh) is a subscriber's.

const expenseData = z.object({ eventId: z.uuid(), expenseId: z.uuid(), actorId: z.uuid() });
const paymentData = z.object({ eventId: z.uuid(), paymentId: z.uuid(), actorId: z.uuid() });

/** A member who went added an expense of the group. */
export const expenseAdded = defineEvent({ type: "expense.added", data: expenseData });

/** Its creator or the host changed an expense. */
export const expenseChanged = defineEvent({ type: "expense.changed", data: expenseData });

/** Its creator or the host deleted an expense. */
export const expenseDeleted = defineEvent({ type: "expense.deleted", data: expenseData });

/** A member recorded a payment to another ("I paid Rs. X to Y"). */
export const paymentRecorded = defineEvent({ type: "payment.recorded", data: paymentData });

/** The payee marked a payment received: it now counts in the balances and locks earlier expenses. */
export const paymentReceived = defineEvent({ type: "payment.received", data: paymentData });

/** The payer took back a payment that was not yet received. */
export const paymentWithdrawn = defineEvent({ type: "payment.withdrawn", data: paymentData });
