import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { events, groupMembers, groups, participants } from "../../db/schema";
import { testAppForFile } from "../../test/app";
import { createEvent } from "../../test/factories";

const t = testAppForFile();
const day = 24 * 3600 * 1000;

async function seat(eventId: string, userId: string) {
  const [row] = await t.database.db
    .select({ status: participants.requestStatus })
    .from(participants)
    .where(and(eq(participants.eventId, eventId), eq(participants.userId, userId)));
  return row?.status ?? null;
}

async function slots(eventId: string) {
  const [row] = await t.database.db
    .select({ available: events.availableSlots, eventStatus: events.eventStatus, status: events.status })
    .from(events)
    .where(eq(events.id, eventId));
  return row!;
}

async function inGroup(eventId: string, userId: string) {
  const rows = await t.database.db
    .select({ userId: groupMembers.userId })
    .from(groupMembers)
    .innerJoin(groups, eq(groups.id, groupMembers.groupId))
    .where(and(eq(groups.eventId, eventId), eq(groupMembers.userId, userId)));
  return rows.length > 0;
}

// ADR 0014: what a ban does to the banned member's listings, seats and requests (issue 11, product 5).
describe("banning a member", () => {
  it("cancels their upcoming listings and tells the accepted members, keeping past ones", async () => {
    const admin = await t.login({ role: "admin" });
    const host = await t.login();
    const member = await t.login();
    const waiting = await t.login();
    const newcomer = await t.login();
    const upcoming = await createEvent(t.database.db, { createdBy: host.id });
    const pendingListing = await createEvent(t.database.db, { createdBy: host.id, status: "pending" });
    const past = await createEvent(t.database.db, {
      createdBy: host.id,
      fromDate: new Date(Date.now() - 3 * day),
      toDate: new Date(Date.now() - 2 * day),
    });
    await t.call("POST", `/api/events/${upcoming.id}/join`, member);
    await t.call("POST", `/api/events/${upcoming.id}/join`, waiting);
    expect(
      (await t.call("POST", `/api/events/${upcoming.id}/request/${member.id}/approve`, host)).statusCode,
    ).toBe(200);

    expect((await t.call("PATCH", `/api/admin/users/${host.id}/ban`, admin)).statusCode).toBe(200);

    expect(await slots(upcoming.id)).toMatchObject({ eventStatus: "cancelled" });
    expect(await slots(pendingListing.id)).toMatchObject({ eventStatus: "cancelled", status: "pending" });
    expect((await slots(past.id)).eventStatus).toBe("ongoing");
    // Hidden from discovery and closed to joining.
    const found = (await t.call("GET", "/api/events?limit=50", newcomer)).json().data;
    expect(found.map((e: { _id: string }) => e._id)).not.toContain(upcoming.id);
    expect((await t.call("POST", `/api/events/${upcoming.id}/join`, newcomer)).statusCode).toBe(409);
    // The admin can no longer approve the listing the ban withdrew.
    expect((await t.call("PATCH", `/api/admin/events/${pendingListing.id}/approve`, admin)).statusCode).toBe(
      409,
    );
    // The accepted member is told; the one still waiting sees the listing closed instead.
    const told = (await t.call("GET", "/api/notifications", member)).json().data.items;
    expect(told).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: "event_cancelled", link: expect.stringContaining(upcoming.id) }),
      ]),
    );
    const notTold = (await t.call("GET", "/api/notifications", waiting)).json().data.items;
    expect(notTold.filter((n: { kind: string }) => n.kind === "event_cancelled")).toEqual([]);
  });

  it("gives back the seats and requests they held in others' upcoming events, keeping past ones", async () => {
    const admin = await t.login({ role: "admin" });
    const banned = await t.login();
    const host = await t.login();
    const accepted = await createEvent(t.database.db, {
      createdBy: host.id,
      totalSlots: 3,
      availableSlots: 3,
    });
    const requested = await createEvent(t.database.db, { createdBy: host.id });
    await t.call("POST", `/api/events/${accepted.id}/join`, banned);
    await t.call("POST", `/api/events/${accepted.id}/request/${banned.id}/approve`, host);
    await t.call("POST", `/api/events/${requested.id}/join`, banned);
    expect((await slots(accepted.id)).available).toBe(2);
    expect(await inGroup(accepted.id, banned.id)).toBe(true);
    const past = await createEvent(t.database.db, {
      createdBy: host.id,
      fromDate: new Date(Date.now() - 3 * day),
      toDate: new Date(Date.now() - 2 * day),
      availableSlots: 4,
    });
    await t.database.db
      .insert(participants)
      .values({ eventId: past.id, userId: banned.id, requestStatus: "accepted", rsvpStatus: "yes" });

    expect((await t.call("PATCH", `/api/admin/users/${banned.id}/ban`, admin)).statusCode).toBe(200);

    expect(await seat(accepted.id, banned.id)).toBeNull();
    expect((await slots(accepted.id)).available).toBe(3);
    expect(await inGroup(accepted.id, banned.id)).toBe(false);
    expect(await seat(requested.id, banned.id)).toBeNull();
    const requests = (await t.call("GET", `/api/events/${requested.id}`, host)).json().data.participants;
    expect(requests.map((p: { user: { _id: string } }) => p.user._id)).not.toContain(banned.id);
    // The record of a past event stays as it was.
    expect(await seat(past.id, banned.id)).toBe("accepted");
    expect((await slots(past.id)).available).toBe(4);
  });

  it("changes nothing when the ban itself is refused", async () => {
    const admin = await t.login({ role: "admin" });
    const otherAdmin = await t.login({ role: "admin" });
    const listing = await createEvent(t.database.db, { createdBy: otherAdmin.id });
    expect((await t.call("PATCH", `/api/admin/users/${otherAdmin.id}/ban`, admin)).statusCode).toBe(403);
    expect((await slots(listing.id)).eventStatus).toBe("ongoing");
  });
});
