import type { Costs, ExpenseInput, PaymentInput } from "@shared/contracts/expenses";
import * as expenses from "@shared/endpoints/expenses";
import { LIMITS } from "@shared/limits";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { isClientError } from "../../lib/api";
import { callEndpoint } from "../../lib/call-endpoint";
import { expenseKeys } from "../../lib/queries/keys";
import { useRealtimeLive } from "../../lib/realtime";

export type { CostMember, CostPayment, Expense } from "@shared/contracts/expenses";
export type { Costs, ExpenseInput, PaymentInput };

/**
 * A group's costs. While the socket is live, an "expenses-changed" frame refetches them (the
 * realtime bridge); while it is down they are read again every few seconds, as an open thread is.
 */
export function useCosts(eventId: string) {
  const live = useRealtimeLive();
  return useQuery({
    queryKey: expenseKeys.costs(eventId),
    queryFn: async ({ signal }) => (await callEndpoint(expenses.costs, { params: { eventId }, signal })).data,
    enabled: eventId !== "",
    refetchInterval: (query) => (live || isClientError(query.state.error) ? false : LIMITS.chatPollMs),
  });
}

/** A change of the costs: it answers the server's sentence, and the costs are read again after it. */
function useCostChange<V>(eventId: string, change: (vars: V) => Promise<{ message?: string | undefined }>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (vars: V) => (await change(vars)).message ?? "",
    onSettled: () => queryClient.invalidateQueries({ queryKey: expenseKeys.costs(eventId) }),
  });
}

export function useSaveExpense(eventId: string) {
  return useCostChange(
    eventId,
    ({ expenseId, input }: { expenseId?: string | undefined; input: ExpenseInput }) =>
      expenseId
        ? callEndpoint(expenses.changeExpense, { params: { eventId, expenseId }, body: input })
        : callEndpoint(expenses.addExpense, { params: { eventId }, body: input }),
  );
}

export function useDeleteExpense(eventId: string) {
  return useCostChange(eventId, (expenseId: string) =>
    callEndpoint(expenses.deleteExpense, { params: { eventId, expenseId } }),
  );
}

export function useRecordPayment(eventId: string) {
  return useCostChange(eventId, (input: PaymentInput) =>
    callEndpoint(expenses.recordPayment, { params: { eventId }, body: input }),
  );
}

export function useMarkReceived(eventId: string) {
  return useCostChange(eventId, (paymentId: string) =>
    callEndpoint(expenses.markPaymentReceived, { params: { eventId, paymentId } }),
  );
}

export function useWithdrawPayment(eventId: string) {
  return useCostChange(eventId, (paymentId: string) =>
    callEndpoint(expenses.withdrawPayment, { params: { eventId, paymentId } }),
  );
}
