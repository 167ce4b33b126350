import type { PaymentType } from "../../../shared/options";

// Who may do what with a group's costs (issue 28 item 7, ADR 0034): one small rule per action.

// Costs are shared on experiences whose members pay their own way or split the bill; an admission
// fee is paid to the host, and has nothing to split.
export const isCostSharing = (paymentType: PaymentType) => paymentType === "dutch" || paymentType === "split";

// The members who went: the group (the host and the accepted members), less those the host marked as
// not having come. The host always went.
export function membersWhoWent(opts: {
  groupMembers: readonly string[];
  noShows: readonly string[];
  hostId: string;
}) {
  const noShows = new Set(opts.noShows);
  return new Set([opts.hostId, ...opts.groupMembers.filter((id) => !noShows.has(id))]);
}

// Only the members who went see the costs, add to them and pay each other.
export const canShareCosts = (went: ReadonlySet<string>, userId: string) => went.has(userId);

// The member who added an expense, or the host, may change or delete it, while it is not locked.
export const canChangeExpense = (viewerId: string, expense: { createdBy: string }, hostId: string) =>
  viewerId === expense.createdBy || viewerId === hostId;

// A payment is the payee's to mark received, and the payer's to take back.
export const isPayee = (viewerId: string, payment: { toUser: string }) => payment.toUser === viewerId;
export const isPayer = (viewerId: string, payment: { fromUser: string }) => payment.fromUser === viewerId;

// Only the payee marks a payment received, once.
export const canMarkReceived = (viewerId: string, payment: { toUser: string; receivedAt: Date | null }) =>
  isPayee(viewerId, payment) && payment.receivedAt === null;

// The payer may take back a payment they recorded while the payee has not marked it received.
export const canWithdrawPayment = (
  viewerId: string,
  payment: { fromUser: string; receivedAt: Date | null },
) => isPayer(viewerId, payment) && payment.receivedAt === null;
