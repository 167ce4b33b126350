// Defects found trying the app as a member and as an admin (issue "Finish and harden"), one test each.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { events, participants as participantsTable, waitlist } from "../../db/schema";
import { testAppForFile } from "../../test/app";
import { createEvent } from "../../test/factories";

const t = testAppForFile();
const { call } = t;

describe("a listing its host cancelled", () => {
  it("can be neither approved nor rejected by an admin", async () => {
    const admin = await t.login({ role: "admin" });
    const host = await t.login();
    const event = await createEvent(t.database.db, { createdBy: host.id, status: "pending" });
    expect((await call("PATCH", `/api/events/${event.id}/cancel`, host)).statusCode).toBe(200);
    for (const [url, body] of [
      [`/api/admin/events/${event.id}/approve`, undefined],
      [`/api/admin/events/${event.id}/reject`, { rejectionReason: "Too vague" }],
    ] as const) {
      const res = await call("PATCH", url, admin, body);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(
        "The host has cancelled this listing, so it can no longer be approved or rejected.",
      );
    }
    const [row] = await t.database.db.select().from(events).where(eq(events.id, event.id));
    expect(row).toMatchObject({ status: "pending", eventStatus: "cancelled" });
  });
});

describe("a declined request", () => {
  it("cannot be left and asked again", async () => {
    const host = await t.login();
    const seeker = await t.login();
    const event = await createEvent(t.database.db, { createdBy: host.id });
    await call("POST", `/api/events/${event.id}/join`, seeker);
    expect((await call("POST", `/api/events/${event.id}/request/${seeker.id}/reject`, host)).statusCode).toBe(
      200,
    );
    const leave = await call("POST", `/api/events/${event.id}/leave`, seeker);
    expect(leave.statusCode).toBe(409);
    expect(leave.json().message).toBe("The host has declined your request for this experience.");
    const again = await call("POST", `/api/events/${event.id}/join`, seeker);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe("The host has declined your request for this experience.");
    const rows = await t.database.db
      .select({ status: participantsTable.requestStatus })
      .from(participantsTable)
      .where(eq(participantsTable.eventId, event.id));
    expect(rows).toEqual([{ status: "rejected" }]);
  });
});

describe("asking for reviews", () => {
  it("is refused before the event ends and allowed after", async () => {
    const admin = await t.login({ role: "admin" });
    const host = await t.login();
    const event = await createEvent(t.database.db, { createdBy: host.id, status: "pending" });
    await call("PATCH", `/api/admin/events/${event.id}/approve`, admin);
    const ask = () =>
      call("POST", `/api/group/messages/send/${event.id}`, host, {
        content: JSON.stringify({ type: "review" }),
      });
    const early = await ask();
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe("You can ask for reviews once the experience has ended.");
    await t.database.db
      .update(events)
      .set({ fromDate: new Date(Date.now() - 3 * 86_400_000), toDate: new Date(Date.now() - 86_400_000) })
      .where(eq(events.id, event.id));
    expect((await ask()).statusCode).toBe(200);
  });
});

describe("a cancelled experience", () => {
  it("is told to every member counting on it: seats, requests still waiting and the waitlist", async () => {
    const host = await t.login();
    const seeker = await t.login();
    const waiting = await t.login();
    const declined = await t.login();
    const queued = await t.login();
    const event = await createEvent(t.database.db, {
      createdBy: host.id,
      name: "Fort walk",
    });
    await call("POST", `/api/events/${event.id}/join`, seeker);
    await call("POST", `/api/events/${event.id}/request/${seeker.id}/approve`, host);
    await call("POST", `/api/events/${event.id}/join`, waiting);
    await call("POST", `/api/events/${event.id}/join`, declined);
    await call("POST", `/api/events/${event.id}/request/${declined.id}/reject`, host);
    await t.database.db.insert(waitlist).values({ eventId: event.id, userId: queued.id });
    expect((await call("PATCH", `/api/events/${event.id}/cancel`, host)).statusCode).toBe(200);
    const cancelled = async (who: { id: string }) =>
      (await call("GET", "/api/notifications", who as never))
        .json()
        .data.items.filter((i: { kind: string }) => i.kind === "event_cancelled");
    expect((await cancelled(seeker))[0]).toMatchObject({
      kind: "event_cancelled",
      text: "Fort walk has been cancelled by its host",
      link: `/event/${event.id}`,
      read: false,
    });
    // Issue 25 item 11: before, only seat holders were told.
    expect(await cancelled(waiting)).toHaveLength(1);
    expect(await cancelled(queued)).toHaveLength(1);
    // A declined request was over already.
    expect(await cancelled(declined)).toEqual([]);
  });
});
