import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { EVENT_NOT_FOUND, MEMBER_NOT_FOUND } from "../../../shared/texts";
import { averageRatingColumn } from "../../db/event-columns";
import { blocks, events, reviews, users } from "../../db/schema";
import { testAppForFile } from "../../test/app";
import { createEvent } from "../../test/factories";
import { addReview, endedEvent } from "./test-fixtures";

// Reviews people can read (issue 27 item 6).

const t = testAppForFile();

/** A host with two ended experiences and three reviews, written 30, 20 and 10 minutes ago. */
async function hostWithReviews() {
  const db = t.database.db;
  const host = await t.login({ overrides: { name: "Kabir Mehta" } });
  const asha = await t.login({ overrides: { name: "Asha  Rao" } });
  const ravi = await t.login({ overrides: { name: "Ravi" } });
  const trek = await endedEvent(db, host.id, { name: "Nandi Hills sunrise" });
  const walk = await endedEvent(db, host.id, { name: "Old town food walk" });
  const oldest = await addReview(db, {
    eventId: trek.id,
    userId: asha.id,
    stars: 5,
    text: "Lovely",
    minutesAgo: 30,
  });
  const middle = await addReview(db, {
    eventId: trek.id,
    userId: ravi.id,
    stars: 3,
    text: "Okay",
    minutesAgo: 20,
  });
  const newest = await addReview(db, {
    eventId: walk.id,
    userId: asha.id,
    stars: 4,
    text: "Tasty",
    minutesAgo: 10,
  });
  return { host, asha, ravi, trek, walk, oldest, middle, newest };
}

describe("reviews of an experience", () => {
  it("answer newest first, by first name, marking the viewer's own, a page at a time", async () => {
    const { asha, trek, oldest, middle } = await hostWithReviews();
    const first = await t.call("GET", `/api/events/${trek.id}/reviews?limit=1`, asha);
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body.total).toBe(2);
    expect(body.data).toEqual([
      {
        _id: middle.id,
        stars: 3,
        text: "Okay",
        createdAt: middle.createdAt.toISOString(),
        reviewerName: "Ravi",
        mine: false,
        event: { _id: trek.id, name: "Nandi Hills sunrise" },
      },
    ]);
    expect(body.nextCursor).toEqual(expect.any(String));
    const second = (
      await t.call("GET", `/api/events/${trek.id}/reviews?limit=1&cursor=${body.nextCursor}`, asha)
    ).json();
    expect(second.data.map((r: { _id: string }) => r._id)).toEqual([oldest.id]);
    expect(second.data[0]).toMatchObject({ reviewerName: "Asha", mine: true });
    expect(second.nextCursor).toBeNull();
  });

  it("page without repeating a row written in the same millisecond", async () => {
    const db = t.database.db;
    const host = await t.login();
    const event = await endedEvent(db, host.id);
    const at = new Date(Date.now() - 60_000);
    const members = await Promise.all([t.login(), t.login(), t.login()]);
    for (const m of members) {
      await db
        .insert(reviews)
        .values({ eventId: event.id, userId: m.id, stars: 4, reviewText: "Same time", createdAt: at });
    }
    const seen: string[] = [];
    let cursor: string | null = "";
    while (cursor !== null) {
      const page: { data: { _id: string }[]; nextCursor: string | null } = (
        await t.call(
          "GET",
          `/api/events/${event.id}/reviews?limit=1${cursor ? `&cursor=${cursor}` : ""}`,
          host,
        )
      ).json();
      seen.push(...page.data.map((r) => r._id));
      cursor = page.nextCursor;
    }
    expect(seen).toHaveLength(3);
    expect(new Set(seen).size).toBe(3);
  });

  it("start again from the first page for a cursor that is not theirs", async () => {
    const { asha, trek } = await hostWithReviews();
    for (const cursor of ["nonsense", Buffer.from("0000-01-01T00:00:00Z|x").toString("base64url")]) {
      const res = await t.call("GET", `/api/events/${trek.id}/reviews?cursor=${cursor}`, asha);
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toHaveLength(2);
    }
  });

  it("show an empty list for an experience nobody reviewed", async () => {
    const host = await t.login();
    const event = await createEvent(t.database.db, { createdBy: host.id });
    const body = (await t.call("GET", `/api/events/${event.id}/reviews`, host)).json();
    expect(body).toMatchObject({ success: true, data: [], nextCursor: null, total: 0 });
  });

  it("name a member whose account is gone with a neutral word", async () => {
    const { asha, ravi, trek } = await hostWithReviews();
    await t.database.db
      .update(users)
      .set({ name: "Deleted member", deletedAt: new Date(), isBanned: true })
      .where(eq(users.id, ravi.id));
    const body = (await t.call("GET", `/api/events/${trek.id}/reviews`, asha)).json();
    expect(body.data.map((r: { reviewerName: string }) => r.reviewerName)).toEqual(["Member", "Asha"]);
  });

  it("refuse a signed-out caller, and an unknown, malformed or hidden experience", async () => {
    const { trek } = await hostWithReviews();
    expect((await t.call("GET", `/api/events/${trek.id}/reviews`)).statusCode).toBe(401);
    const member = await t.login();
    const unknown = await t.call("GET", `/api/events/${crypto.randomUUID()}/reviews`, member);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(EVENT_NOT_FOUND);
    expect((await t.call("GET", "/api/events/not-an-id/reviews", member)).statusCode).toBe(404);
    const host = await t.login();
    const pending = await createEvent(t.database.db, { createdBy: host.id, status: "pending" });
    expect((await t.call("GET", `/api/events/${pending.id}/reviews`, member)).statusCode).toBe(404);
    expect((await t.call("GET", `/api/events/${pending.id}/reviews`, host)).statusCode).toBe(200);
    expect((await t.call("GET", `/api/events/${trek.id}/reviews?limit=0`, member)).statusCode).toBe(400);
  });
});

describe("reviews of a host", () => {
  it("span all their experiences, newest first, each naming its experience", async () => {
    const { host, ravi, trek, walk, oldest, middle, newest } = await hostWithReviews();
    // Another host's review is not theirs.
    const other = await t.login();
    const elsewhere = await endedEvent(t.database.db, other.id);
    await addReview(t.database.db, { eventId: elsewhere.id, userId: ravi.id, stars: 1 });
    const body = (await t.call("GET", `/api/users/${host.id}/reviews`, ravi)).json();
    expect(body.total).toBe(3);
    expect(body.data.map((r: { _id: string }) => r._id)).toEqual([newest.id, middle.id, oldest.id]);
    expect(body.data.map((r: { event: { _id: string } }) => r.event._id)).toEqual([
      walk.id,
      trek.id,
      trek.id,
    ]);
    expect(body.data.map((r: { mine: boolean }) => r.mine)).toEqual([false, true, false]);
  });

  it("refuse a signed-out caller and a member whose profile is not there for the viewer", async () => {
    const { host, asha } = await hostWithReviews();
    expect((await t.call("GET", `/api/users/${host.id}/reviews`)).statusCode).toBe(401);
    const unknown = await t.call("GET", `/api/users/${crypto.randomUUID()}/reviews`, asha);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(MEMBER_NOT_FOUND);
    expect((await t.call("GET", "/api/users/nope/reviews", asha)).statusCode).toBe(404);

    await t.database.db.update(users).set({ isBanned: true }).where(eq(users.id, host.id));
    expect((await t.call("GET", `/api/users/${host.id}/reviews`, asha)).statusCode).toBe(404);
    const admin = await t.login({ role: "admin" });
    expect((await t.call("GET", `/api/users/${host.id}/reviews`, admin)).statusCode).toBe(200);
  });
});

describe("reviews and blocks", () => {
  it("leave out a review written across a block, either way, and the host's list across one", async () => {
    const { host, asha, ravi, trek } = await hostWithReviews();
    const db = t.database.db;
    await db.insert(blocks).values({ blockerId: asha.id, blockedId: ravi.id });
    const names = async (viewer: typeof asha) =>
      (await t.call("GET", `/api/events/${trek.id}/reviews`, viewer))
        .json()
        .data.map((r: { reviewerName: string }) => r.reviewerName);
    expect(await names(asha)).toEqual(["Asha"]);
    expect(await names(ravi)).toEqual(["Ravi"]);
    expect(await names(host)).toEqual(["Ravi", "Asha"]);
    expect((await t.call("GET", `/api/events/${trek.id}/reviews`, asha)).json().total).toBe(1);

    await db.insert(blocks).values({ blockerId: host.id, blockedId: ravi.id });
    expect((await t.call("GET", `/api/users/${host.id}/reviews`, ravi)).statusCode).toBe(404);
    expect((await t.call("GET", `/api/users/${host.id}/reviews`, host)).statusCode).toBe(200);
  });
});

describe("a hidden review", () => {
  it("appears in no list and counts in no average", async () => {
    const { host, asha, ravi, trek, middle } = await hostWithReviews();
    const db = t.database.db;
    const before = await t.data("GET", `/api/events/${trek.id}`, asha);
    expect(before.averageRating).toBe(4);
    expect(before.host.hostRating).toBe(4);

    await db.update(reviews).set({ hiddenAt: new Date() }).where(eq(reviews.id, middle.id));

    const list = (await t.call("GET", `/api/events/${trek.id}/reviews`, asha)).json();
    expect(list.total).toBe(1);
    expect(list.data.map((r: { _id: string }) => r._id)).not.toContain(middle.id);
    const hostList = (await t.call("GET", `/api/users/${host.id}/reviews`, host)).json();
    expect(hostList.data.map((r: { _id: string }) => r._id)).not.toContain(middle.id);
    // Not even its writer sees it.
    const writer = (await t.call("GET", `/api/events/${trek.id}/reviews`, ravi)).json();
    expect(writer.data.map((r: { _id: string }) => r._id)).not.toContain(middle.id);

    const after = await t.data("GET", `/api/events/${trek.id}`, asha);
    expect(after.averageRating).toBe(5);
    expect(after.host.hostRating).toBe(4.5);
    const profile = await t.data("GET", `/api/users/${host.id}`, asha);
    expect(profile.hostRating).toBe(4.5);
    const admin = await t.login({ role: "admin" });
    const adminEvent = await t.data("GET", `/api/admin/events/${trek.id}`, admin);
    expect(adminEvent.averageRating).toBe(5);
  });

  it("leaves the discovery cards' rating too (their average column)", async () => {
    const { trek, middle } = await hostWithReviews();
    const db = t.database.db;
    const rating = async () =>
      (await db.select({ value: averageRatingColumn }).from(events).where(eq(events.id, trek.id)))[0]!.value;
    expect(await rating()).toBe(4);
    await db.update(reviews).set({ hiddenAt: new Date() }).where(eq(reviews.id, middle.id));
    expect(await rating()).toBe(5);
  });
});
