import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import type { ExpenseInput } from "../../../shared/contracts/expenses";
import {
  balancesOf,
  checkShares,
  type Share,
  settlingPayments,
  splitEqually,
} from "../../../shared/settle-up";
import { EXPENSE_MESSAGES } from "../../../shared/texts";
import type { Db, Tx } from "../../db/client";
import { expenseShares, expenses, settlements, users } from "../../db/schema";
import { expenseAdded, expenseChanged, expenseDeleted } from "../../domain/expenses";
import { authorize, badRequest, conflict, forbidden, notFound } from "../../platform/errors";
import type { DomainEvents } from "../../platform/events/outbox";
import { type CostCircle, costCircle } from "./circle";
import { canChangeExpense } from "./policy";

// A group's expenses (issue 28 item 7, ADR 0034). Members who went add them; the member who added
// one, or the host, changes or deletes it until it is locked. Every change records what happened,
// and a subscriber tells the group's open screens (subscribers.ts).

// The locking rule: an expense is locked once a payment of its group was marked received at or after
// the moment it was added. That payment settled balances that counted it, so changing it would make
// a settled account wrong. Written out in SQL (not drizzle's columns, which a one-table select leaves
// unqualified, so that inside the subquery they would name the settlement's own columns), and used
// both to show the lock and as the condition of every change: a change that races a receipt and
// loses finds no row.
const lockedSql = sql<boolean>`exists (
  select 1 from settlements s
  where s.event_id = "expenses"."event_id" and s.received_at >= "expenses"."created_at"
)`;
const notLocked = sql`not ${lockedSql}`;

const expenseColumns = {
  id: expenses.id,
  eventId: expenses.eventId,
  description: expenses.description,
  amountPaise: expenses.amountPaise,
  paidBy: expenses.paidBy,
  createdBy: expenses.createdBy,
  splitKind: expenses.splitKind,
  createdAt: expenses.createdAt,
  updatedAt: expenses.updatedAt,
  locked: lockedSql,
};

export type ExpenseRow = {
  id: string;
  description: string;
  amountPaise: number;
  paidBy: string;
  createdBy: string;
  splitKind: string;
  createdAt: Date;
  updatedAt: Date;
  locked: boolean;
  // Locked, and nothing from it is owed: everyone it names (who paid, each share) is settled up.
  settled: boolean;
  shares: Share[];
};

export type PaymentRow = typeof settlements.$inferSelect;
export type CostPerson = { id: string; name: string; avatar: string | null; upiId: string | null };

/**
 * Everything the costs screen shows: the expenses (newest first) with their shares, the payments,
 * everyone they name, each member's balance and the payments that would settle the group.
 */
export async function costsOf(opts: { db: Db; viewerId: string; eventId: string }) {
  const { db, viewerId, eventId } = opts;
  const circle = await costCircle(opts);
  const [rows, shareRows, payments] = await Promise.all([
    db
      .select(expenseColumns)
      .from(expenses)
      .where(eq(expenses.eventId, eventId))
      .orderBy(desc(expenses.createdAt), desc(expenses.id)),
    db
      .select({
        expenseId: expenseShares.expenseId,
        userId: expenseShares.userId,
        amountPaise: expenseShares.amountPaise,
      })
      .from(expenseShares)
      .innerJoin(expenses, eq(expenses.id, expenseShares.expenseId))
      .where(eq(expenses.eventId, eventId))
      .orderBy(asc(expenseShares.userId)),
    db
      .select()
      .from(settlements)
      .where(eq(settlements.eventId, eventId))
      .orderBy(desc(settlements.createdAt), desc(settlements.id)),
  ]);
  const sharesOf = new Map<string, Share[]>();
  for (const { expenseId, ...share } of shareRows)
    sharesOf.set(expenseId, [...(sharesOf.get(expenseId) ?? []), share]);
  const withShares = rows.map((row) => ({
    ...row,
    locked: Boolean(row.locked),
    shares: sharesOf.get(row.id) ?? [],
  }));
  const receivedPayments = payments
    .filter((p) => p.receivedAt !== null)
    .map((p) => ({ from: p.fromUser, to: p.toUser, amountPaise: p.amountPaise }));
  const balances = balancesOf({ expenses: withShares, receivedPayments, members: [...circle.went] });
  const settledAgainst = balancesOf({ expenses: withShares.filter((e) => e.locked), receivedPayments });
  const list: ExpenseRow[] = withShares.map((row) => ({ ...row, settled: isSettled(row, settledAgainst) }));
  const named = new Set([...balances.keys(), ...payments.flatMap((p) => [p.fromUser, p.toUser])]);
  const people = await db
    .select({ id: users.id, name: users.name, avatar: users.avatar, upiId: users.upiId })
    .from(users)
    .where(inArray(users.id, [...named]));
  return {
    circle,
    viewerId,
    expenses: list,
    payments,
    people: people satisfies CostPerson[],
    balances,
    settleUp: settlingPayments(balances),
  };
}
export type Costs = Awaited<ReturnType<typeof costsOf>>;

// A lock says a receipt counted the expense, not that its money came back: a member may have paid
// only part of what they owe. Payments name no expense, so what is still owed from one is read from
// the account the receipts settled: the locked expenses (those added before a receipt) and every
// received payment. An expense is settled once it is locked and everyone it names (who paid, each
// share) is square in that account; an expense added since, which no receipt counted, leaves it be.
function isSettled(
  row: { locked: boolean; paidBy: string; shares: Share[] },
  settledAgainst: Map<string, number>,
): boolean {
  if (!row.locked) return false;
  return [row.paidBy, ...row.shares.map((s) => s.userId)].every((id) => (settledAgainst.get(id) ?? 0) === 0);
}

/**
 * The shares of an expense as the form asks: equally among the chosen members (paisa for paisa), or
 * the amounts given. Who paid and everyone in the split must be members who went.
 */
function sharesFor(input: ExpenseInput, circle: CostCircle): Share[] {
  if (!circle.went.has(input.paidBy)) throw badRequest(EXPENSE_MESSAGES.payerNotMember);
  const named = input.split.kind === "equal" ? input.split.members : input.split.shares.map((s) => s.userId);
  if (named.some((id) => !circle.went.has(id))) throw badRequest(EXPENSE_MESSAGES.shareNotMember);
  if (input.split.kind === "equal") return splitEqually(input.amountPaise, input.split.members);
  // The contract checked the sum; checked again here, as the rule is the server's.
  if (checkShares(input.amountPaise, input.split.shares) !== null)
    throw badRequest(EXPENSE_MESSAGES.badShare);
  return input.split.shares.filter((s) => s.amountPaise > 0);
}

const expenseFields = (input: ExpenseInput) => ({
  description: input.description,
  amountPaise: input.amountPaise,
  paidBy: input.paidBy,
  splitKind: input.split.kind,
});

async function saveShares(tx: Tx, expenseId: string, shares: Share[]) {
  await tx.insert(expenseShares).values(shares.map((s) => ({ expenseId, ...s })));
}

/** A member who went adds an expense of the group. */
export async function addExpense(opts: {
  db: Db;
  events: DomainEvents;
  viewerId: string;
  eventId: string;
  input: ExpenseInput;
}): Promise<{ expense: ExpenseRow; circle: CostCircle }> {
  const { viewerId, eventId, input } = opts;
  const circle = await costCircle(opts);
  const shares = sharesFor(input, circle);
  const expense = await opts.events.commit(async (tx, record) => {
    const [row] = await tx
      .insert(expenses)
      .values({ eventId, createdBy: viewerId, ...expenseFields(input) })
      .returning();
    await saveShares(tx, row!.id, shares);
    record(expenseAdded.of({ eventId, expenseId: row!.id, actorId: viewerId }));
    return { ...row!, locked: false, settled: false, shares };
  });
  return { expense, circle };
}

/**
 * The expense as it stands, for a change: 404 when it is not this group's, 403 unless the viewer
 * added it or hosts, 409 once it is locked.
 */
async function changeableExpense(tx: Tx, opts: { viewerId: string; expenseId: string; circle: CostCircle }) {
  const { viewerId, expenseId, circle } = opts;
  const [current] = await tx
    .select(expenseColumns)
    .from(expenses)
    .where(and(eq(expenses.id, expenseId), eq(expenses.eventId, circle.eventId)));
  if (!current) throw notFound(EXPENSE_MESSAGES.expenseNotFound);
  authorize(canChangeExpense(viewerId, current, circle.hostId), forbidden(EXPENSE_MESSAGES.notYours));
  if (current.locked) throw conflict(EXPENSE_MESSAGES.locked);
  return current;
}

// What a conditional change that found no row means: deleted meanwhile (404), or locked (409).
async function lostRace(tx: Tx, expenseId: string) {
  const [still] = await tx.select({ id: expenses.id }).from(expenses).where(eq(expenses.id, expenseId));
  return still ? conflict(EXPENSE_MESSAGES.locked) : notFound(EXPENSE_MESSAGES.expenseNotFound);
}

/** Its creator or the host replaces an expense: what, how much, who paid, the split. */
export async function changeExpense(opts: {
  db: Db;
  events: DomainEvents;
  viewerId: string;
  eventId: string;
  expenseId: string;
  input: ExpenseInput;
}): Promise<{ expense: ExpenseRow; circle: CostCircle }> {
  const { viewerId, eventId, expenseId, input } = opts;
  const circle = await costCircle(opts);
  const shares = sharesFor(input, circle);
  const expense = await opts.events.commit(async (tx, record) => {
    await changeableExpense(tx, { viewerId, expenseId, circle });
    // Conditional: a receipt or a deletion that committed since the read above leaves no row to change.
    // Two changes at once queue on the row's lock; the later one replaces the earlier, shares and all.
    const [row] = await tx
      .update(expenses)
      .set({ ...expenseFields(input), updatedAt: sql`now()` })
      .where(and(eq(expenses.id, expenseId), eq(expenses.eventId, eventId), notLocked))
      .returning();
    if (!row) throw await lostRace(tx, expenseId);
    await tx.delete(expenseShares).where(eq(expenseShares.expenseId, expenseId));
    await saveShares(tx, expenseId, shares);
    record(expenseChanged.of({ eventId, expenseId, actorId: viewerId }));
    return { ...row, locked: false, settled: false, shares };
  });
  return { expense, circle };
}

/** Its creator or the host deletes an expense (its shares go with it). */
export async function deleteExpense(opts: {
  db: Db;
  events: DomainEvents;
  viewerId: string;
  eventId: string;
  expenseId: string;
}): Promise<void> {
  const { viewerId, eventId, expenseId } = opts;
  const circle = await costCircle(opts);
  await opts.events.commit(async (tx, record) => {
    await changeableExpense(tx, { viewerId, expenseId, circle });
    const [gone] = await tx
      .delete(expenses)
      .where(and(eq(expenses.id, expenseId), eq(expenses.eventId, eventId), notLocked))
      .returning({ id: expenses.id });
    if (!gone) throw await lostRace(tx, expenseId);
    record(expenseDeleted.of({ eventId, expenseId, actorId: viewerId }));
  });
}
