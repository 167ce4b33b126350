import { and, eq, isNull } from "drizzle-orm";
import type { z } from "zod";
import { settlements } from "../../db/schema";
import {
  expenseAdded,
  expenseChanged,
  expenseDeleted,
  paymentReceived,
  paymentRecorded,
  paymentWithdrawn,
} from "../../domain/expenses";
import type { EventDefinition } from "../../platform/events/define-event";
import { subscribe } from "../../platform/events/subscriber";
import { recordNotification } from "../inbox/notifications-service";

// What follows a change of a group's costs (ADR 0030): the members' open costs screens refetch. The
// frame names only the event; the hub sends it to the group's current members, and what each then
// reads is checked as any read is. No database work, so no `once`: a frame sent twice is harmless.
const refreshCosts = <E extends EventDefinition<string, z.ZodObject<{ eventId: z.ZodUUID }>>>(
  name: string,
  on: E,
) =>
  subscribe(name, on, async ({ eventId }, context) => {
    await context.realtime.publish({ type: "expenses-changed", eventId });
  });

export const expenseFrames = [
  refreshCosts("expenses.expense-added.frame", expenseAdded),
  refreshCosts("expenses.expense-changed.frame", expenseChanged),
  refreshCosts("expenses.expense-deleted.frame", expenseDeleted),
  refreshCosts("expenses.payment-recorded.frame", paymentRecorded),
  refreshCosts("expenses.payment-received.frame", paymentReceived),
  refreshCosts("expenses.payment-withdrawn.frame", paymentWithdrawn),
];

/**
 * A recorded payment is the payee's to confirm: they are told, in the bell and by push or email as
 * their preferences say, and the notification opens the costs where they mark it received. Read when
 * this runs: a payment withdrawn or already received in between tells nobody. `once` is the payment.
 */
export const tellPayee = subscribe(
  "expenses.payment-recorded.tell-payee",
  paymentRecorded,
  async ({ eventId, paymentId, actorId }, context, event) => {
    await context.once(async (tx, record) => {
      const [payment] = await tx
        .select({ toUser: settlements.toUser })
        .from(settlements)
        .where(and(eq(settlements.id, paymentId), isNull(settlements.receivedAt)));
      if (!payment) return;
      await recordNotification(
        tx,
        record,
        { userId: payment.toUser, kind: "payment_recorded", eventId, actorId, once: paymentId },
        event.at,
      );
    });
  },
);
