import type { APIRequestContext } from "@playwright/test";
import * as attendance from "../../src/shared/endpoints/attendance";
import * as testClock from "../../src/shared/endpoints/test-clock";
import { callEndpoint } from "./client";
import { adminSession, type Member } from "./members";

/** Moves an experience into the past on the test server: it ended `daysAgo` days ago. */
export async function endEvent(request: APIRequestContext, eventId: string, daysAgo = 1): Promise<void> {
  const admin = await adminSession(request);
  await callEndpoint(request, testClock.endEvent, { params: { id: eventId }, as: admin, data: { daysAgo } });
}

/** `host` marks who came to an ended experience; every other accepted member is a no-show. */
export async function markAttendance(
  request: APIRequestContext,
  eventId: string,
  host: Member,
  came: Member[],
): Promise<void> {
  await callEndpoint(request, attendance.markAttendance, {
    params: { id: eventId },
    as: host,
    data: { came: came.map((m) => m.userId) },
  });
}
