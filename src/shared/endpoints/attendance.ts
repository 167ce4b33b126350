import {
  attendanceRecordResponse,
  attendanceSheetResponse,
  contestBody,
  markAttendanceBody,
  myAttendanceResponse,
} from "../contracts/attendance";
import { messageResponse } from "../contracts/events";
import { endpoint } from "./endpoint";
import { eventIdParams, markParams, REFUSALS, userParams } from "./params";

// Showing up (ADR 0023). The admins' contest list and decision are in admin.ts.

export const attendanceSheet = endpoint({
  method: "GET",
  path: "/events/:id/attendance",
  summary: "Who came to an ended experience, as its host marks it (host)",
  params: eventIdParams,
  response: attendanceSheetResponse,
  errors: [403, 404],
});

export const markAttendance = endpoint({
  method: "PUT",
  path: "/events/:id/attendance",
  summary: "Mark who came (host, within 7 days of the end; marking again corrects it)",
  params: eventIdParams,
  body: markAttendanceBody,
  response: messageResponse,
  errors: REFUSALS,
});

export const contestMark = endpoint({
  method: "POST",
  path: "/events/:id/attendance/contest",
  summary: "Contest your own no-show mark (once per mark)",
  params: markParams,
  body: contestBody,
  response: messageResponse,
  errors: REFUSALS,
});

export const myAttendance = endpoint({
  method: "GET",
  path: "/attendance/mine",
  summary: "Your record and your no-show marks",
  response: myAttendanceResponse,
});

export const memberAttendance = endpoint({
  method: "GET",
  path: "/users/:userId/attendance",
  summary: "A member's record: came to X of Y marked experiences",
  params: userParams,
  response: attendanceRecordResponse,
  errors: [404],
});
