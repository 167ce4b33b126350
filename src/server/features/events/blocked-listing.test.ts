import { describe, expect, it } from "vitest";
import { EVENT_NOT_FOUND } from "../../../shared/texts";
import { testAppForFile } from "../../test/app";
import { createEvent } from "../../test/factories";

// Decided for issue 41: a block hides a host's listings from the other member everywhere, its own
// address included (the list already left them out), either way round; admins still open it.
const t = testAppForFile();

describe("a listing across a block", () => {
  it("is not found by the member the host blocked, nor by one who blocked the host; others and admins open it", async () => {
    const host = await t.login();
    const blockedByHost = await t.login();
    const blockedTheHost = await t.login();
    const other = await t.login();
    const admin = await t.login({ role: "admin" });
    const event = await createEvent(t.database.db, { createdBy: host.id, status: "approved" });
    expect((await t.call("POST", `/api/users/block/${blockedByHost.id}`, host)).statusCode).toBe(200);
    expect((await t.call("POST", `/api/users/block/${host.id}`, blockedTheHost)).statusCode).toBe(200);

    for (const who of [blockedByHost, blockedTheHost]) {
      const res = await t.call("GET", `/api/events/${event.id}`, who);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ success: false, message: EVENT_NOT_FOUND });
    }
    for (const who of [other, admin, host])
      expect((await t.call("GET", `/api/events/${event.id}`, who)).statusCode).toBe(200);

    // Lifted, the listing opens again.
    expect((await t.call("DELETE", `/api/users/block/${blockedByHost.id}`, host)).statusCode).toBe(200);
    expect((await t.call("GET", `/api/events/${event.id}`, blockedByHost)).statusCode).toBe(200);
  });
});
