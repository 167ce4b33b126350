import type { MyAttendance } from "@shared/contracts/attendance";
import { contestMark, myAttendance } from "@shared/endpoints/attendance";
import { ATTENDANCE_MESSAGES } from "@shared/texts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { callEndpoint } from "../../../lib/call-endpoint";
import { attendanceKeys } from "../../../lib/queries/attendance";

export type { MyAttendance };

/** GET /attendance/mine: the member's record and their no-show marks. */
export function useMyAttendance() {
  return useQuery({
    queryKey: attendanceKeys.mine,
    queryFn: async ({ signal }) => (await callEndpoint(myAttendance, { signal })).data,
  });
}

/** POST /events/{id}/attendance/contest: answers the server's sentence. */
export function useContestMark() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ eventId, reason }: { eventId: string; reason: string }) =>
      (await callEndpoint(contestMark, { params: { id: eventId }, body: { reason } })).message ??
      ATTENDANCE_MESSAGES.contested,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: attendanceKeys.mine }),
  });
}
