import { messageResponse } from "../contracts/events";
import { endEventBody, testClockBody, testClockResponse } from "../contracts/test-clock";
import { endpoint } from "./endpoint";
import { eventIdParams } from "./params";

// Only on a server started with TEST_CLOCK=1 (refused in production), for admins: browser journeys
// move the job worker's clock instead of waiting for the real hour.
export const setTestClock = endpoint({
  method: "PUT",
  path: "/admin/test-clock",
  summary: "Run the job worker's clock ahead of real time (test servers only)",
  body: testClockBody,
  response: testClockResponse,
  errors: [400, 401, 403],
});

export const endEvent = endpoint({
  method: "POST",
  path: "/admin/test-clock/events/:id/end",
  summary: "Move an experience into the past so that it has ended (test servers only)",
  params: eventIdParams,
  body: endEventBody,
  response: messageResponse,
  errors: [400, 401, 403, 404],
});
