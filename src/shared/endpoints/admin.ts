import { adminEventResponse, adminEventsQuery, adminEventsResponse } from "../contracts/admin-events";
import { attendanceContestsResponse, resolveContestBody } from "../contracts/attendance";
import { messageResponse, rejectEventBody } from "../contracts/events";
import { failedJobsResponse } from "../contracts/jobs";
import {
  adminCompatibilityResponse,
  adminUserProfileResponse,
  adminUsersQuery,
  adminUsersResponse,
  assignScoreBody,
  commonResponse,
  flaggedUsersResponse,
  matchmakingResponse,
} from "../contracts/people";
import { endpoint } from "./endpoint";
import { contestParams, eventIdParams, jobParams, memberIdParams, pairParams, REFUSALS } from "./params";

// Everything under /admin is for admins only (the server's admin plugin guards it).

export const listEvents = endpoint({
  method: "GET",
  path: "/admin/events",
  summary: "Every listing, pending first",
  query: adminEventsQuery,
  response: adminEventsResponse,
  errors: [403],
});

export const getEvent = endpoint({
  method: "GET",
  path: "/admin/events/:id",
  summary: "One listing",
  params: eventIdParams,
  response: adminEventResponse,
  errors: REFUSALS,
});

export const approveEvent = endpoint({
  method: "PATCH",
  path: "/admin/events/:id/approve",
  summary: "Approve a pending listing",
  params: eventIdParams,
  response: messageResponse,
  errors: REFUSALS,
});

export const rejectEvent = endpoint({
  method: "PATCH",
  path: "/admin/events/:id/reject",
  summary: "Reject a pending listing with a reason",
  params: eventIdParams,
  body: rejectEventBody,
  response: messageResponse,
  errors: REFUSALS,
});

export const listUsers = endpoint({
  method: "GET",
  path: "/admin/users",
  summary: "Members, searchable by name, location and gender",
  query: adminUsersQuery,
  response: adminUsersResponse,
});

export const flaggedUsers = endpoint({
  method: "GET",
  path: "/admin/flagged-users",
  summary: "Members with open flags",
  response: flaggedUsersResponse,
});

export const userProfile = endpoint({
  method: "GET",
  path: "/admin/user/:id",
  summary: "A member's full profile for admins",
  params: memberIdParams,
  response: adminUserProfileResponse,
  errors: REFUSALS,
});

export const matchmaking = endpoint({
  method: "GET",
  path: "/admin/matchmaking/:id",
  summary: "Possible matches and possible opposites",
  params: memberIdParams,
  response: matchmakingResponse,
  errors: REFUSALS,
});

export const pairCompatibility = endpoint({
  method: "GET",
  path: "/admin/matchmaking/compatibility/:id1/:id2",
  summary: "A pair's compatibility (the admin's score when assigned)",
  params: pairParams,
  response: adminCompatibilityResponse,
  errors: REFUSALS,
});

export const commonGround = endpoint({
  method: "GET",
  path: "/admin/matchmaking/common/:id1/:id2",
  summary: "Both members' answers and their common ideal scenes",
  params: pairParams,
  response: commonResponse,
  errors: REFUSALS,
});

export const assignScore = endpoint({
  method: "POST",
  path: "/admin/matchmaking/assign-score/:id1/:id2",
  summary: "Assign a pair's compatibility by hand",
  params: pairParams,
  body: assignScoreBody,
  response: messageResponse,
  errors: REFUSALS,
});

export const unflagUser = endpoint({
  method: "PATCH",
  path: "/admin/unflag/:id",
  summary: "Resolve a member's open flags",
  params: memberIdParams,
  response: messageResponse,
  errors: REFUSALS,
});

export const banUser = endpoint({
  method: "PATCH",
  path: "/admin/users/:id/ban",
  summary: "Ban a member (revokes their sessions at once)",
  params: memberIdParams,
  response: messageResponse,
  errors: REFUSALS,
});

export const unbanUser = endpoint({
  method: "PATCH",
  path: "/admin/users/:id/unban",
  summary: "Lift a ban",
  params: memberIdParams,
  response: messageResponse,
  errors: REFUSALS,
});

export const failedJobs = endpoint({
  method: "GET",
  path: "/admin/jobs/failed",
  summary: "Background jobs (emails) that failed for good, latest first",
  response: failedJobsResponse,
  errors: [403],
});

export const retryJob = endpoint({
  method: "POST",
  path: "/admin/jobs/:id/retry",
  summary: "Run a failed job again now, with fresh attempts",
  params: jobParams,
  response: messageResponse,
  errors: REFUSALS,
});

// Showing up (ADR 0023): no-show marks members contested, and the admins' decision.
export const attendanceContests = endpoint({
  method: "GET",
  path: "/admin/attendance/contests",
  summary: "Contested no-show marks waiting for a decision, oldest first",
  response: attendanceContestsResponse,
  errors: [403],
});

export const resolveContest = endpoint({
  method: "POST",
  path: "/admin/attendance/contests/:eventId/:userId",
  summary: "Uphold or overturn a contested no-show mark",
  params: contestParams,
  body: resolveContestBody,
  response: messageResponse,
  errors: REFUSALS,
});
