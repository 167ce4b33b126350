import type { CostMember, CostPayment, Costs, Expense } from "../../../shared/contracts/expenses";
import { imageUrl, type Storage } from "../../platform/storage";
import type { CostCircle } from "./circle";
import { canChangeExpense, canMarkReceived, canWithdrawPayment } from "./policy";
import type { CostPerson, Costs as CostsRows, ExpenseRow, PaymentRow } from "./service";

// The JSON of a group's costs, field by field. Amounts stay whole paise; the screens write them.

export function presentExpense(row: ExpenseRow, viewerId: string, circle: CostCircle): Expense {
  return {
    _id: row.id,
    description: row.description,
    amountPaise: row.amountPaise,
    paidBy: row.paidBy,
    createdBy: row.createdBy,
    splitKind: row.splitKind === "amounts" ? "amounts" : "equal",
    shares: row.shares.map((s) => ({ userId: s.userId, amountPaise: s.amountPaise })),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    locked: row.locked,
    settled: row.settled,
    canChange: !row.locked && canChangeExpense(viewerId, row, circle.hostId),
  };
}

export function presentPayment(row: PaymentRow, viewerId: string): CostPayment {
  return {
    _id: row.id,
    from: row.fromUser,
    to: row.toUser,
    amountPaise: row.amountPaise,
    createdAt: row.createdAt.toISOString(),
    receivedAt: row.receivedAt?.toISOString() ?? null,
    canMarkReceived: canMarkReceived(viewerId, row),
    canWithdraw: canWithdrawPayment(viewerId, row),
  };
}

// The members who went first, the host first among them, then by name.
function presentMembers(storage: Storage, people: CostPerson[], circle: CostCircle): CostMember[] {
  const rank = (p: CostPerson) => (p.id === circle.hostId ? 0 : circle.went.has(p.id) ? 1 : 2);
  return [...people]
    .sort((a, b) => rank(a) - rank(b) || a.name.localeCompare(b.name) || (a.id < b.id ? -1 : 1))
    .map((p) => ({
      _id: p.id,
      name: p.name,
      avatar: imageUrl(storage, p.avatar),
      // Only the group's members ever read this answer (circle.ts), so they see each other's UPI IDs.
      upiId: p.upiId,
      isHost: p.id === circle.hostId,
      went: circle.went.has(p.id),
    }));
}

export function presentCosts(storage: Storage, costs: CostsRows): Costs {
  const { circle, viewerId } = costs;
  return {
    eventId: circle.eventId,
    eventName: circle.eventName,
    members: presentMembers(storage, costs.people, circle),
    expenses: costs.expenses.map((e) => presentExpense(e, viewerId, circle)),
    payments: costs.payments.map((p) => presentPayment(p, viewerId)),
    balances: [...costs.balances].map(([userId, amountPaise]) => ({ userId, amountPaise })),
    settleUp: costs.settleUp.map((p) => ({ from: p.from, to: p.to, amountPaise: p.amountPaise })),
  };
}
