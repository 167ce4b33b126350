import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { DEFAULT_APP_NAME } from "../../../shared/app-name";
import { events, groupMembers, groups, participants, users } from "../../db/schema";
import { testAppForFile } from "../../test/app";
import { createEvent } from "../../test/factories";

const t = testAppForFile();

const slots = async (id: string) =>
  (await t.database.db.select({ n: events.availableSlots }).from(events).where(eq(events.id, id)))[0]!.n;
const requestOf = async (eventId: string, userId: string) =>
  (
    await t.database.db
      .select()
      .from(participants)
      .where(and(eq(participants.eventId, eventId), eq(participants.userId, userId)))
  )[0];

describe("join, answer, leave", () => {
  it("takes a slot when the host accepts and frees it when the member leaves", async () => {
    const host = await t.login();
    const seeker = await t.login();
    const event = await createEvent(t.database.db, { createdBy: host.id, totalSlots: 2, availableSlots: 2 });
    const join = await t.call("POST", `/api/events/${event.id}/join`, seeker);
    expect(join.json()).toMatchObject({ success: true, message: "Request sent successfully." });
    expect(await slots(event.id)).toBe(2);
    const seen = (await t.call("GET", `/api/events/${event.id}`, seeker)).json().data;
    expect(seen).toMatchObject({
      role: "seeker",
      myRequest: { requestStatus: "requested" },
      participants: [],
    });

    const asHost = (await t.call("GET", `/api/events/${event.id}`, host)).json().data;
    expect(asHost.role).toBe("host");
    expect(asHost.participants.map((p: { user: { _id: string } }) => p.user._id)).toEqual([seeker.id]);

    expect(
      (await t.call("POST", `/api/events/${event.id}/request/${seeker.id}/approve`, host)).statusCode,
    ).toBe(200);
    expect(await slots(event.id)).toBe(1);
    expect(await requestOf(event.id, seeker.id)).toMatchObject({
      requestStatus: "accepted",
      rsvpStatus: "maybe",
    });
    const thinking = (await t.call("GET", `/api/events/${event.id}/participants`, host)).json().data;
    expect(thinking.map((p: { user: { _id: string } }) => p.user._id)).toEqual([seeker.id]);
    const [group] = await t.database.db.select().from(groups).where(eq(groups.eventId, event.id));
    const members = await t.database.db
      .select()
      .from(groupMembers)
      .where(eq(groupMembers.groupId, group!.id));
    expect(members.map((m) => m.userId).sort()).toEqual([host.id, seeker.id].sort());

    const upcoming = (await t.call("GET", "/api/events/upcoming", seeker)).json().data;
    expect(upcoming.map((e: { _id: string }) => e._id)).toContain(event.id);

    const leave = await t.call("POST", `/api/events/${event.id}/leave`, seeker);
    expect(leave.json().message).toBe("You have left the event.");
    expect(await slots(event.id)).toBe(2);
    expect(await requestOf(event.id, seeker.id)).toBeUndefined();
    const after = await t.database.db.select().from(groupMembers).where(eq(groupMembers.groupId, group!.id));
    expect(after.map((m) => m.userId)).toEqual([host.id]);
  });

  it("lets the host reject a request, which frees nothing and cannot be asked again", async () => {
    const host = await t.login();
    const seeker = await t.login();
    const event = await createEvent(t.database.db, { createdBy: host.id });
    await t.call("POST", `/api/events/${event.id}/join`, seeker);
    expect(
      (await t.call("POST", `/api/events/${event.id}/request/${seeker.id}/reject`, host)).statusCode,
    ).toBe(200);
    expect((await requestOf(event.id, seeker.id))!.requestStatus).toBe("rejected");
    const again = await t.call("POST", `/api/events/${event.id}/join`, seeker);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe("The host has declined your request for this experience.");
    // An answered request cannot be answered again.
    expect(
      (await t.call("POST", `/api/events/${event.id}/request/${seeker.id}/approve`, host)).statusCode,
    ).toBe(409);
  });

  const DAY = 86_400_000;
  // Each case: the event's fields besides its host, the answer, and whether the host is the one asking.
  it.each([
    ["their own event", {}, 403, "host"],
    ["a pending event", { status: "pending" }, 404],
    ["a rejected event", { status: "rejected" }, 404],
    ["a cancelled event", { eventStatus: "cancelled" }, 409],
    ["an ended event", { fromDate: new Date(Date.now() - 3 * DAY), toDate: new Date(Date.now() - DAY) }, 409],
    ["a completed event", { eventStatus: "completed" }, 409],
    ["a full event", { totalSlots: 1, availableSlots: 0 }, 409],
  ] as [string, Omit<Parameters<typeof createEvent>[1], "createdBy">, number, "host"?][])(
    "nobody can join %s",
    async (_name, fields, status, asker) => {
      const host = await t.login();
      const event = await createEvent(t.database.db, { createdBy: host.id, ...fields });
      const seeker = asker === "host" ? host : await t.login();
      const res = await t.call("POST", `/api/events/${event.id}/join`, seeker);
      expect(res.statusCode).toBe(status);
      expect(res.json().success).toBe(false);
      expect(await requestOf(event.id, seeker.id)).toBeUndefined();
    },
  );

  it("refuses a second request and a banned member", async () => {
    const host = await t.login();
    const seeker = await t.login();
    const event = await createEvent(t.database.db, { createdBy: host.id });
    await t.call("POST", `/api/events/${event.id}/join`, seeker);
    const twice = await t.call("POST", `/api/events/${event.id}/join`, seeker);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe("You have already asked to join this experience.");
    const banned = await t.login();
    await t.database.db.update(users).set({ isBanned: true }).where(eq(users.id, banned.id));
    expect((await t.call("POST", `/api/events/${event.id}/join`, banned)).statusCode).toBe(401);
  });

  it("accepts join requests to a Women-Only trip from women only", async () => {
    const host = await t.login({ overrides: { gender: "female" } });
    const event = await createEvent(t.database.db, { createdBy: host.id, category: "Women-Only Trips" });
    const man = await t.login({ overrides: { gender: "male" } });
    const other = await t.login({ overrides: { gender: "other" } });
    // A woman whose photo an admin checked (issue 38 item 6; trust-check.test.ts has the rest).
    const woman = await t.login({ overrides: { gender: "female", photoVerifiedAt: new Date() } });
    for (const who of [man, other]) {
      const res = await t.call("POST", `/api/events/${event.id}/join`, who);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe("This experience is for women only.");
    }
    expect((await t.call("POST", `/api/events/${event.id}/join`, woman)).statusCode).toBe(200);
  });

  it("lets only the host answer requests, and only requests of that event", async () => {
    const host = await t.login();
    const seeker = await t.login();
    const stranger = await t.login();
    const admin = await t.login({ role: "admin" });
    const event = await createEvent(t.database.db, { createdBy: host.id });
    const otherEvent = await createEvent(t.database.db, { createdBy: stranger.id });
    await t.call("POST", `/api/events/${event.id}/join`, seeker);
    for (const who of [seeker, stranger, admin]) {
      expect(
        (await t.call("POST", `/api/events/${event.id}/request/${seeker.id}/approve`, who)).statusCode,
      ).toBe(403);
    }
    expect((await t.call("POST", `/api/events/${event.id}/request/${seeker.id}/approve`)).statusCode).toBe(
      401,
    );
    // The stranger hosts another event: a request of this one is not theirs to answer there.
    expect(
      (await t.call("POST", `/api/events/${otherEvent.id}/request/${seeker.id}/approve`, stranger))
        .statusCode,
    ).toBe(404);
    expect((await requestOf(event.id, seeker.id))!.requestStatus).toBe("requested");
    expect(await slots(event.id)).toBe(5);
  });

  it("refuses an accept when no slot is left, changing nothing", async () => {
    const host = await t.login();
    const a = await t.login();
    const b = await t.login();
    const event = await createEvent(t.database.db, { createdBy: host.id, totalSlots: 1, availableSlots: 1 });
    await t.call("POST", `/api/events/${event.id}/join`, a);
    await t.call("POST", `/api/events/${event.id}/join`, b);
    expect((await t.call("POST", `/api/events/${event.id}/request/${a.id}/approve`, host)).statusCode).toBe(
      200,
    );
    const full = await t.call("POST", `/api/events/${event.id}/request/${b.id}/approve`, host);
    expect(full.statusCode).toBe(409);
    expect(full.json().message).toBe("This experience is full.");
    expect((await requestOf(event.id, b.id))!.requestStatus).toBe("requested");
    expect(await slots(event.id)).toBe(0);
  });

  it("lets only the host close a listing, after which nobody can join", async () => {
    const host = await t.login();
    const seeker = await t.login();
    const event = await createEvent(t.database.db, { createdBy: host.id });
    expect((await t.call("PATCH", `/api/events/${event.id}/cancel`, seeker)).statusCode).toBe(403);
    const listed = async () =>
      (await t.call("GET", "/api/events?limit=50", seeker))
        .json()
        .data.some((e: { _id: string }) => e._id === event.id);
    expect(await listed()).toBe(true);
    const res = await t.call("PATCH", `/api/events/${event.id}/cancel`, host);
    // The cached discovery page is dropped at once.
    expect(await listed()).toBe(false);
    expect(res.json()).toMatchObject({ success: true, message: "Event has been cancelled successfully." });
    expect((await t.call("POST", `/api/events/${event.id}/join`, seeker)).statusCode).toBe(409);
    expect((await t.call("PATCH", `/api/events/${event.id}/cancel`, host)).statusCode).toBe(409);
  });

  it("does not let a host leave their own event or a stranger leave one they never joined", async () => {
    const host = await t.login();
    const stranger = await t.login();
    const event = await createEvent(t.database.db, { createdBy: host.id });
    expect((await t.call("POST", `/api/events/${event.id}/leave`, host)).statusCode).toBe(403);
    expect((await t.call("POST", `/api/events/${event.id}/leave`, stranger)).statusCode).toBe(404);
  });

  it("shows pending listings to their host and admins only", async () => {
    const host = await t.login();
    const other = await t.login();
    const admin = await t.login({ role: "admin" });
    const event = await createEvent(t.database.db, { createdBy: host.id, status: "pending" });
    expect((await t.call("GET", `/api/events/${event.id}`, host)).statusCode).toBe(200);
    expect((await t.call("GET", `/api/events/${event.id}`, admin)).statusCode).toBe(200);
    expect((await t.call("GET", `/api/events/${event.id}`, other)).statusCode).toBe(404);
    expect((await t.call("GET", "/api/events/not-a-uuid", other)).statusCode).toBe(404);
    const created = (await t.call("GET", "/api/events/created", host)).json().data;
    expect(created.map((e: { _id: string }) => e._id)).toContain(event.id);
    expect((await t.call("GET", "/api/events/created", other)).json().data).toEqual([]);
  });

  it("gives the host and accepted members a calendar file in India's time zone", async () => {
    const host = await t.login();
    const seeker = await t.login();
    const stranger = await t.login();
    const from = new Date("2031-03-14T02:00:00.000Z");
    const event = await createEvent(t.database.db, {
      createdBy: host.id,
      name: "Holi, colours; and chai",
      fromDate: from,
      toDate: new Date(from.getTime() + 3 * 3600_000),
    });
    await t.call("POST", `/api/events/${event.id}/join`, seeker);
    expect((await t.call("GET", `/api/events/${event.id}/calendar.ics`, seeker)).statusCode).toBe(403);
    await t.call("POST", `/api/events/${event.id}/request/${seeker.id}/approve`, host);
    for (const who of [host, seeker]) {
      const res = await t.call("GET", `/api/events/${event.id}/calendar.ics`, who);
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-type"]).toContain("text/calendar");
      expect(res.body).toContain("BEGIN:VCALENDAR\r\n");
      expect(res.body).toContain("DTSTART;TZID=Asia/Kolkata:20310314T073000\r\n");
      expect(res.body).toContain("DTEND;TZID=Asia/Kolkata:20310314T103000\r\n");
      expect(res.body).toContain("SUMMARY:Holi\\, colours\\; and chai\r\n");
      expect(res.body).toMatch(new RegExp(`\r\nUID:${event.id}@[a-z0-9.:-]+\r\n`));
      expect(res.body).not.toContain("@meetup");
      expect(res.body).toContain(`PRODID:-//${DEFAULT_APP_NAME}//Experiences//EN\r\n`);
      for (const line of res.body.split("\r\n")) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    }
    expect((await t.call("GET", `/api/events/${event.id}/calendar.ics`, stranger)).statusCode).toBe(403);
    // The file's own words in the member's language (ADR 0055): the host's stay as typed.
    expect((await t.call("GET", `/api/events/${event.id}/calendar.ics`, host)).body).toMatch(
      /\r\nLOCATION:[^\r]*\\, India\r\n/,
    );
    await t.call("PUT", "/api/users/me/language", seeker, { language: "hi" });
    const hindi = (await t.call("GET", `/api/events/${event.id}/calendar.ics`, seeker)).body;
    expect(hindi).toMatch(/\r\nLOCATION:[^\r]*\\, भारत\r\n/);
    expect(hindi).toContain("SUMMARY:Holi\\, colours\\; and chai\r\n");
  });
});
