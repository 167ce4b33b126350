import type {
  ModerationCase,
  ModerationDecision,
  ModerationOrder,
  ModerationSubject,
} from "@shared/contracts/moderation";
import { restoreMessage } from "@shared/endpoints/messages";
import { moderationCases, resolveCase } from "@shared/endpoints/moderation";
import { useInfiniteQuery, useMutation, useQueryClient } from "@tanstack/react-query";
import { callEndpoint } from "../../../lib/call-endpoint";
import { attendanceKeys } from "../../../lib/queries/attendance";
import { eventKeys } from "../../../lib/queries/events";
import { moderationKeys } from "../../../lib/queries/moderation";
import { adminPeopleKey } from "../people/api";

// The admin calls of the one moderation queue (ADR 0043): open cases a page at a time, and a decision.

export type { ModerationCase, ModerationDecision, ModerationOrder, ModerationSubject };

/** GET /admin/moderation/cases: one subject or all, newest or most urgent first, more on demand. */
export function useModerationCases(subject: ModerationSubject | null, order: ModerationOrder) {
  return useInfiniteQuery({
    queryKey: moderationKeys.cases(subject ?? "all", order),
    queryFn: async ({ pageParam, signal }) => {
      const page = await callEndpoint(moderationCases, {
        query: { ...(subject ? { subject } : {}), order, ...(pageParam ? { cursor: pageParam } : {}) },
        signal,
      });
      return { cases: page.data, nextCursor: page.nextCursor };
    },
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}

/**
 * POST /admin/moderation/resolve: answers the server's sentence and its code (ADR 0056), which the
 * page says in the admin's language. Every list of the queue and its counts are read again (another
 * admin may have decided meanwhile), and what a decision changes elsewhere: events (a hidden review,
 * a listing taken down), records (a contest) and the members.
 */
export function useResolveCase() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (vars: { case: ModerationCase; decision: ModerationDecision }) => {
      const body = await callEndpoint(resolveCase, {
        body: { subject: vars.case.subject, subjectId: vars.case.subjectId, decision: vars.decision },
      });
      return { message: body.message ?? null, code: body.code ?? null };
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: moderationKeys.all });
      void queryClient.invalidateQueries({ queryKey: eventKeys.all });
      void queryClient.invalidateQueries({ queryKey: attendanceKeys.all });
      void queryClient.invalidateQueries({ queryKey: adminPeopleKey });
    },
  });
}

/**
 * POST /admin/messages/:id/restore: an admin's Undo of a message's removal, within its window
 * (issue 41 item 5). The case is open again, so the queue and its counts are read again.
 */
export function useRestoreMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (messageId: string) => {
      await callEndpoint(restoreMessage, { params: { id: messageId } });
    },
    onSettled: () => void queryClient.invalidateQueries({ queryKey: moderationKeys.all }),
  });
}
