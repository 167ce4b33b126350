import { describe, expect, it } from "vitest";
import { reviews } from "../../db/schema";
import { type Member, testAppForFile } from "../../test/app";
import { createEvent } from "../../test/factories";
import { statementsOf } from "../../test/statements";

// GET /api/events/:id reads a bounded number of statements whoever asks and however long the host's
// record (ADR 0050): the event with its rating and group, where the viewer stands, the host's card
// and the participants the viewer may see.
const MAX_STATEMENTS = 5;

const t = testAppForFile();
const DAY = 86_400_000;

// A host with past listings and reviews, a listing with one seat taken and one member waiting.
async function scene() {
  const host = await t.login();
  const [going, waiting, stranger, reviewer] = await Promise.all([
    t.login(),
    t.login(),
    t.login(),
    t.login(),
  ]);
  const admin = await t.login({ role: "admin" });
  const { db } = t.database;
  const past = await Promise.all(
    [3, 2, 1].map((ago) =>
      createEvent(db, {
        createdBy: host.id,
        status: "approved",
        fromDate: new Date(Date.now() - ago * 7 * DAY),
        toDate: new Date(Date.now() - ago * 7 * DAY + DAY),
      }),
    ),
  );
  await createEvent(db, { createdBy: host.id, status: "pending" });
  await db.insert(reviews).values(
    past.map((event, i) => ({
      eventId: event.id,
      userId: reviewer.id,
      stars: 3 + i,
      reviewText: "Lovely.",
    })),
  );
  const event = await createEvent(db, {
    createdBy: host.id,
    status: "approved",
    totalSlots: 1,
    availableSlots: 1,
  });
  expect((await t.call("POST", `/api/events/${event.id}/join`, going)).statusCode).toBe(200);
  expect((await t.call("POST", `/api/events/${event.id}/request/${going.id}/approve`, host)).statusCode).toBe(
    200,
  );
  expect((await t.call("POST", `/api/events/${event.id}/waitlist`, waiting)).statusCode).toBe(200);
  return { event, host, going, waiting, stranger, admin };
}

async function detailStatements(eventId: string, viewer: Member) {
  const { result, statements } = await statementsOf(t.database, () =>
    t.call("GET", `/api/events/${eventId}`, viewer),
  );
  expect(result.statusCode).toBe(200);
  return { detail: result.json().data, statements };
}

describe("the event page's statements", () => {
  it(`are at most ${MAX_STATEMENTS} for the host, a member going, one waiting, a stranger and an admin`, async () => {
    const { event, host, going, waiting, stranger, admin } = await scene();
    for (const [who, viewer] of Object.entries({ host, going, waiting, stranger, admin })) {
      // The first read of a session also reads the session row: it stays within the bound too.
      const first = await detailStatements(event.id, viewer);
      expect(first.statements.length, `${who}, first:\n${first.statements.join("\n")}`).toBeLessThanOrEqual(
        MAX_STATEMENTS,
      );
      const again = await detailStatements(event.id, viewer);
      expect(again.statements.length, `${who}:\n${again.statements.join("\n")}`).toBeLessThanOrEqual(
        MAX_STATEMENTS,
      );
      expect(again.detail).toEqual(first.detail);
      // The host's record: four approved listings (the pending one is not counted), 3, 4 and 5 stars.
      expect(first.detail.host).toMatchObject({ _id: host.id, eventsHosted: 4, hostRating: 4 });
    }
  });

  it("answer what each viewer may see", async () => {
    const { event, host, going, waiting, stranger, admin } = await scene();
    const read = async (viewer: Member) => (await detailStatements(event.id, viewer)).detail;
    const asHost = await read(host);
    expect(asHost).toMatchObject({ role: "host", myRequest: null, waitlistCount: 1, waitlistPosition: null });
    expect(asHost.groupId).toEqual(expect.any(String));
    expect(asHost.participants.map((p: { user: { _id: string } }) => p.user._id)).toEqual([going.id]);
    const asGoing = await read(going);
    expect(asGoing).toMatchObject({
      role: "seeker",
      myRequest: { requestStatus: "accepted" },
      groupId: asHost.groupId,
    });
    expect(asGoing.participants.map((p: { user: { _id: string } }) => p.user._id)).toEqual([going.id]);
    expect(await read(waiting)).toMatchObject({
      myRequest: null,
      participants: [],
      groupId: null,
      waitlistCount: 1,
      waitlistPosition: 1,
    });
    expect(await read(stranger)).toMatchObject({
      myRequest: null,
      participants: [],
      groupId: null,
      waitlistPosition: null,
    });
    const asAdmin = await read(admin);
    expect(asAdmin.participants.map((p: { user: { _id: string } }) => p.user._id)).toEqual([going.id]);
    expect(asAdmin.meetingPointHidden).toBe(false);
  });
});
