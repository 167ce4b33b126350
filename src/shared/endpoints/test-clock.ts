import { testClockBody, testClockResponse } from "../contracts/test-clock";
import { endpoint } from "./endpoint";

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
