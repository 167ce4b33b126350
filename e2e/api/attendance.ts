import type { APIRequestContext } from "@playwright/test";
import { messageResponse } from "../../src/shared/contracts/events";
import { callApi } from "./client";
import { adminSession, type Member } from "./members";

/** Moves an experience into the past on the test server: it ended `daysAgo` days ago. */
export async function endEvent(request: APIRequestContext, eventId: string, daysAgo = 1): Promise<void> {
  const admin = await adminSession(request);
  await callApi(
    request,
    { method: "POST", path: `/api/admin/test-clock/events/${eventId}/end`, as: admin, data: { daysAgo } },
    messageResponse,
  );
}

/** `host` marks who came to an ended experience; every other accepted member is a no-show. */
export async function markAttendance(
  request: APIRequestContext,
  eventId: string,
  host: Member,
  came: Member[],
): Promise<void> {
  await callApi(
    request,
    {
      method: "PUT",
      path: `/api/events/${eventId}/attendance`,
      as: host,
      data: { came: came.map((m) => m.userId) },
    },
    messageResponse,
  );
}
