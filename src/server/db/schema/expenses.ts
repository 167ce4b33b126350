import { sql } from "drizzle-orm";
import { bigint, check, index, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { events } from "./events";
import { belongsTo, createdAt, id, timestamps } from "./helpers";
import { users } from "./users";

// What a member who went paid for the group (issue 28 item 7). Amounts are whole paise, never
// floating point; the shares below always add up to the amount.
export const expenses = pgTable(
  "expenses",
  {
    id: id(),
    eventId: belongsTo("event_id", () => events.id),
    description: text("description").notNull(),
    amountPaise: bigint("amount_paise", { mode: "number" }).notNull(),
    paidBy: belongsTo("paid_by", () => users.id),
    createdBy: belongsTo("created_by", () => users.id),
    // "equal" among the chosen members, or "amounts" each member owes.
    splitKind: text("split_kind").notNull(),
    ...timestamps,
  },
  (t) => [
    index("expenses_event_idx").on(t.eventId, t.createdAt),
    check("expenses_amount_ck", sql`${t.amountPaise} > 0`),
    check("expenses_split_kind_ck", sql`${t.splitKind} in ('equal','amounts')`),
  ],
);

// Who owes what of an expense, in paise.
export const expenseShares = pgTable(
  "expense_shares",
  {
    expenseId: belongsTo("expense_id", () => expenses.id),
    userId: belongsTo("user_id", () => users.id),
    amountPaise: bigint("amount_paise", { mode: "number" }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.expenseId, t.userId] }),
    check("expense_shares_amount_ck", sql`${t.amountPaise} >= 0`),
  ],
);

// A payment between two members of the group, recorded when the payer says they paid and settled
// when the payee marks it received. Once received it locks the expenses it settled.
export const settlements = pgTable(
  "settlements",
  {
    id: id(),
    eventId: belongsTo("event_id", () => events.id),
    fromUser: belongsTo("from_user", () => users.id),
    toUser: belongsTo("to_user", () => users.id),
    amountPaise: bigint("amount_paise", { mode: "number" }).notNull(),
    createdAt: createdAt(),
    receivedAt: timestamp("received_at", { withTimezone: true }),
    receivedBy: uuid("received_by").references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [
    index("settlements_event_idx").on(t.eventId, t.createdAt),
    check("settlements_amount_ck", sql`${t.amountPaise} > 0`),
    check("settlements_not_self_ck", sql`${t.fromUser} <> ${t.toUser}`),
  ],
);
