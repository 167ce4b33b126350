import { describe, expect, it } from "vitest";
import { participants } from "../../db/schema";
import { type Member, testAppForFile } from "../../test/app";
import { createEvent } from "../../test/factories";
import { discoveryCache } from "../discovery/service";

const t = testAppForFile();

const review = (who: Member, eventId: string, payload: object) =>
  t.app.inject({ method: "POST", url: `/api/review/${eventId}/post`, headers: who.headers, payload });
const DAY = 86_400_000;

async function eventWithMember(
  overrides: Parameters<typeof createEvent>[1] extends infer O ? Partial<O & object> : never = {},
) {
  const host = await t.login();
  const member = await t.login();
  const event = await createEvent(t.database.db, {
    createdBy: host.id,
    fromDate: new Date(Date.now() - 3 * DAY),
    toDate: new Date(Date.now() - 2 * DAY),
    ...overrides,
  });
  await t.database.db
    .insert(participants)
    .values({ eventId: event.id, userId: member.id, requestStatus: "accepted", rsvpStatus: "yes" });
  return { host, member, event };
}

describe("reviews", () => {
  it("thank an accepted member of an ended event once, and show in the rating", async () => {
    const { member, event } = await eventWithMember();
    const ok = await review(member, event.id, {
      eventOccured: true,
      rating: 4,
      review: "Lovely group, great pace.",
    });
    expect(ok.json()).toMatchObject({ success: true, message: "Thank you for your feedback!" });
    const again = await t.app.inject({
      method: "POST",
      url: `/api/events/rate/${event.id}`,
      headers: member.headers,
      payload: { stars: 5, reviewText: "Again" },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe("You have shared your review already");
    const detail = (
      await t.app.inject({ method: "GET", url: `/api/events/${event.id}`, headers: member.headers })
    ).json().data;
    expect(detail.averageRating).toBe(4);
  });

  it("make the discovery pages forget what they showed (review.written's subscriber)", async () => {
    const { member, event } = await eventWithMember();
    const cache = discoveryCache(t.database.db);
    const page = (nextCursor: string) => async () => ({ rows: [], nextCursor });
    expect((await cache.getOrLoad("page", page("before"))).nextCursor).toBe("before");
    expect((await review(member, event.id, { rating: 5, review: "Great" })).statusCode).toBe(200);
    expect((await cache.getOrLoad("page", page("after"))).nextCursor).toBe("after");
  });

  it("refuse an incomplete review with the SPEC's message", async () => {
    const { member, event } = await eventWithMember();
    for (const body of [
      { rating: 0, review: "x" },
      { rating: 6, review: "x" },
      { rating: 4, review: "  " },
      {},
    ]) {
      const res = await review(member, event.id, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe("Please give a rating and write a review.");
    }
  });

  it("refuse before the end, from a non-participant, and on a rejected event", async () => {
    const future = await eventWithMember({
      fromDate: new Date(Date.now() + DAY),
      toDate: new Date(Date.now() + 2 * DAY),
    });
    const early = await review(future.member, future.event.id, { rating: 5, review: "Can't wait" });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe("You can share your experience only once the event ends");

    const ended = await eventWithMember();
    const stranger = await t.login();
    expect((await review(stranger, ended.event.id, { rating: 5, review: "Was I there?" })).statusCode).toBe(
      403,
    );
    expect((await review(ended.host, ended.event.id, { rating: 5, review: "My own event" })).statusCode).toBe(
      403,
    );

    const rejected = await eventWithMember({ status: "rejected" });
    expect((await review(rejected.host, rejected.event.id, { rating: 5, review: "x" })).statusCode).toBe(409);
    expect((await review(rejected.member, rejected.event.id, { rating: 5, review: "x" })).statusCode).toBe(
      404,
    );
  });
});
