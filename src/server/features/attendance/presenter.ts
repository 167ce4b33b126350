import { markingClosesAt } from "../../../shared/attendance-rules";
import type { AttendanceContest, AttendanceSheet, MyAttendance } from "../../../shared/contracts/attendance";
import type { Storage } from "../../platform/storage";
import { presentPersonRef } from "../users/presenter";
import type { attendanceSheet, myAttendance, openContests } from "./service";

type Sheet = Awaited<ReturnType<typeof attendanceSheet>>;

export function presentAttendanceSheet(storage: Storage, sheet: Sheet): AttendanceSheet {
  return {
    eventId: sheet.event.id,
    window: sheet.window,
    closesAt: markingClosesAt(sheet.event).toISOString(),
    marked: sheet.rows.some((r) => r.came !== null),
    members: sheet.rows.map((r) => ({
      user: presentPersonRef(storage, r.user),
      came: r.came,
      settled: r.outcome !== null,
    })),
  };
}

type Mine = Awaited<ReturnType<typeof myAttendance>>;

export function presentMyAttendance({ record, marks }: Mine): MyAttendance {
  return {
    came: record.came,
    marked: record.marked,
    marks: marks.map((m) => ({
      eventId: m.eventId,
      eventName: m.eventName,
      fromDate: m.fromDate.toISOString(),
      toDate: m.toDate.toISOString(),
      came: m.came,
      contest:
        m.contestedAt === null
          ? null
          : {
              reason: m.contestReason ?? "",
              contestedAt: m.contestedAt.toISOString(),
              outcome: m.outcome === "upheld" || m.outcome === "overturned" ? m.outcome : "pending",
            },
    })),
  };
}

type ContestRow = Awaited<ReturnType<typeof openContests>>[number];

export function presentAttendanceContest(storage: Storage, row: ContestRow): AttendanceContest {
  return {
    eventId: row.eventId,
    eventName: row.eventName,
    toDate: row.toDate.toISOString(),
    member: presentPersonRef(storage, row.member),
    host: presentPersonRef(storage, row.host),
    reason: row.reason ?? "",
    contestedAt: (row.contestedAt ?? row.markedAt).toISOString(),
    markedAt: row.markedAt.toISOString(),
  };
}
