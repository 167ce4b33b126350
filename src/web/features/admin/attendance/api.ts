import type { AttendanceContest } from "@shared/contracts/attendance";
import * as admin from "@shared/endpoints/admin";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { callEndpoint } from "../../../lib/call-endpoint";
import { attendanceKeys } from "../../../lib/queries/attendance";
import { adminPeopleKey } from "../people/api";

export type { AttendanceContest };
export type ContestDecision = "uphold" | "overturn";

/** GET /admin/attendance/contests: contested no-show marks, oldest first. */
export function useAttendanceContests() {
  return useQuery({
    queryKey: attendanceKeys.contests,
    queryFn: async ({ signal }) => (await callEndpoint(admin.attendanceContests, { signal })).data,
  });
}

/** Uphold or overturn one contested mark; the list, records and admin views are read again. */
export function useResolveContest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (vars: { eventId: string; userId: string; decision: ContestDecision }) =>
      (
        await callEndpoint(admin.resolveContest, {
          params: { eventId: vars.eventId, userId: vars.userId },
          body: { decision: vars.decision },
        })
      ).message ?? "",
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: attendanceKeys.all });
      void queryClient.invalidateQueries({ queryKey: adminPeopleKey });
    },
  });
}
