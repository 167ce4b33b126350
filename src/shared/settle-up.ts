// Settling a group's costs (issue 28 item 7, ADR 0034): pure functions over whole paise, shared by the
// server (which decides) and the web (which previews a split before it is sent).
//
// - An expense is split equally among chosen members or by amounts; its shares always add up to it.
// - A member's balance is what they paid for the group, less their shares, plus the payments they
//   made that were marked received, less those they received. Positive: the group owes them.
//   Balances of a group always sum to zero.
// - The payments that settle everyone are found greedily: the member owed most is paid by the member
//   who owes most, as much as one of them needs, until no balance is left. Each step settles at least
//   one member, so a group of n members with balances needs at most n - 1 payments. Finding the very
//   fewest is NP-hard (it is a subset-sum over the balances); the greedy answer is what Splitwise-like
//   apps give, equals the fewest whenever no subgroup's balances sum to zero on their own, and is
//   never more than n - 1.

/** What an expense's "what was it for" holds, and how many members one split names at most. */
export const EXPENSE_LIMITS = { descriptionMax: 80, splitMembersMax: 500 } as const;

export type Share = { userId: string; amountPaise: number };
export type Payment = { from: string; to: string; amountPaise: number };
export type ExpenseLike = { paidBy: string; amountPaise: number; shares: readonly Share[] };

// Ties are broken by id, so the same group always gets the same answer wherever it is computed.
const byId = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * `amountPaise` split equally among `memberIds` (each once). The paise that do not divide go one each
 * to the first members in id order, so the shares add up exactly and the split is the same whatever
 * order the members were chosen in.
 */
export function splitEqually(amountPaise: number, memberIds: readonly string[]): Share[] {
  const members = [...new Set(memberIds)].sort(byId);
  if (members.length === 0) return [];
  const base = Math.floor(amountPaise / members.length);
  const remainder = amountPaise - base * members.length;
  return members.map((userId, i) => ({ userId, amountPaise: base + (i < remainder ? 1 : 0) }));
}

/** Why shares by amounts do not split an expense: none above zero, a member twice, a bad amount, a wrong sum. */
export type SplitProblem = "noShares" | "duplicate" | "badShare" | "sum";

export function checkShares(amountPaise: number, shares: readonly Share[]): SplitProblem | null {
  if (!shares.some((s) => s.amountPaise > 0)) return "noShares";
  if (new Set(shares.map((s) => s.userId)).size !== shares.length) return "duplicate";
  if (shares.some((s) => !Number.isSafeInteger(s.amountPaise) || s.amountPaise < 0)) return "badShare";
  return sumOf(shares) === amountPaise ? null : "sum";
}

export const sumOf = (shares: readonly { amountPaise: number }[]) =>
  shares.reduce((total, s) => total + s.amountPaise, 0);

/**
 * Each member's balance in paise (positive: owed to them), for every member named in `members`,
 * the expenses or the payments. Only payments marked received count: one merely recorded has not
 * reached the payee yet.
 */
export function balancesOf(opts: {
  expenses: readonly ExpenseLike[];
  receivedPayments: readonly Payment[];
  members?: readonly string[];
}): Map<string, number> {
  const balances = new Map<string, number>();
  const add = (userId: string, paise: number) => balances.set(userId, (balances.get(userId) ?? 0) + paise);
  for (const userId of opts.members ?? []) add(userId, 0);
  for (const expense of opts.expenses) {
    add(expense.paidBy, expense.amountPaise);
    for (const share of expense.shares) add(share.userId, -share.amountPaise);
  }
  for (const payment of opts.receivedPayments) {
    add(payment.from, payment.amountPaise);
    add(payment.to, -payment.amountPaise);
  }
  return balances;
}

/**
 * The payments that bring every balance to zero (see the top of this file for the rule). Balances
 * that do not sum to zero are a bug upstream, not something to settle: it throws.
 */
export function settlingPayments(balances: ReadonlyMap<string, number>): Payment[] {
  let total = 0;
  for (const paise of balances.values()) total += paise;
  if (total !== 0) throw new Error(`balances sum to ${total} paise, not zero`);
  const owed = [...balances].filter(([, p]) => p > 0).map(([id, p]) => ({ id, left: p }));
  const owing = [...balances].filter(([, p]) => p < 0).map(([id, p]) => ({ id, left: -p }));
  const largestFirst = (a: { id: string; left: number }, b: { id: string; left: number }) =>
    b.left - a.left || byId(a.id, b.id);
  const payments: Payment[] = [];
  for (;;) {
    owed.sort(largestFirst);
    owing.sort(largestFirst);
    const creditor = owed[0];
    const debtor = owing[0];
    if (!creditor || !debtor || creditor.left === 0 || debtor.left === 0) break;
    const amountPaise = Math.min(creditor.left, debtor.left);
    payments.push({ from: debtor.id, to: creditor.id, amountPaise });
    creditor.left -= amountPaise;
    debtor.left -= amountPaise;
  }
  return payments;
}
