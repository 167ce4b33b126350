import type { AttendanceRecord } from "@shared/contracts/attendance";
import { memberAttendance } from "@shared/endpoints/attendance";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { callEndpoint } from "../call-endpoint";

export type { AttendanceRecord };

// Showing up (ADR 0023): a member's record is read by the request screen, the people profile and
// the member's own /profile; every marking or decision invalidates `attendanceKeys.all`.
export const attendanceKeys = {
  all: ["attendance"] as const,
  member: (userId: string) => ["attendance", "member", userId] as const,
  mine: ["attendance", "mine"] as const,
  sheet: (eventId: string) => ["attendance", "sheet", eventId] as const,
};

/** GET /users/{id}/attendance: "Came to X of Y experiences". */
export function memberAttendanceQuery(userId: string) {
  return queryOptions({
    queryKey: attendanceKeys.member(userId),
    queryFn: async ({ signal }) =>
      (await callEndpoint(memberAttendance, { params: { userId }, signal })).data,
    enabled: userId !== "",
  });
}

export const useMemberAttendance = (userId: string) => useQuery(memberAttendanceQuery(userId));
