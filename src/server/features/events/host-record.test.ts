import { and, avg, eq, inArray, isNull, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, queryRows } from "../../db/client";
import { events, hostStats, reviews, users } from "../../db/schema";
import { openTestDatabase } from "../../test/database";
import { createEvent, createUser } from "../../test/factories";
import { seededRandom } from "../../test/seeded-random";
import { hostRating, oneDecimal } from "../users/host-rating";
import { hostSummary } from "./ratings";

// The host's record (ADR 0050) is kept by triggers on events and reviews. Whatever happens to
// listings and reviews, in whatever order and in bulk, it must equal a count of everything from
// scratch, and the rating must read as the per-request average did.

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

type Totals = { listings: number; reviews: number; stars: number };

// Every host's record counted from scratch, hosts with nothing to count left out.
async function recount(): Promise<Map<string, Totals>> {
  const rows = await queryRows<{ host: string } & Totals>(
    database.db,
    sql`select e.created_by as host,
               (count(*) filter (where e.status = 'approved'))::int as listings,
               coalesce(sum(r.n), 0)::int as reviews, coalesce(sum(r.stars), 0)::int as stars
        from events e
        left join (select event_id, count(*) as n, sum(stars) as stars from reviews
                   where hidden_at is null group by event_id) r on r.event_id = e.id
        group by e.created_by`,
  );
  return new Map(rows.filter(hasAny).map(({ host, ...totals }) => [host, totals]));
}

async function kept(): Promise<Map<string, Totals>> {
  const rows = await database.db
    .select({
      host: hostStats.hostId,
      listings: hostStats.listingsHosted,
      reviews: hostStats.reviews,
      stars: hostStats.reviewStars,
    })
    .from(hostStats);
  return new Map(rows.filter(hasAny).map(({ host, ...totals }) => [host, totals]));
}

const hasAny = (t: Totals) => t.listings !== 0 || t.reviews !== 0 || t.stars !== 0;

const STATUSES = ["pending", "approved", "rejected"] as const;

async function population(seed: number) {
  const random = seededRandom(seed);
  const { db } = database;
  const hosts = await Promise.all(Array.from({ length: 4 }, () => createUser(db)));
  const reviewers = await Promise.all(Array.from({ length: 6 }, () => createUser(db)));
  // Listings made in one statement (as the bench seeds them) and one by one.
  await db.insert(events).values(
    Array.from({ length: 12 }, (_, i) => ({
      name: `Listing ${seed}-${i}`,
      description: "A relaxed outing with new friends.",
      category: "Weekend Getaways",
      fromDate: new Date(Date.now() - 30 * 86_400_000),
      toDate: new Date(Date.now() - 29 * 86_400_000),
      time: "09:00",
      state: "Karnataka",
      city: "Bengaluru",
      totalSlots: 5,
      availableSlots: 5,
      paymentType: "dutch" as const,
      createdBy: random.pick(hosts).id,
      status: random.pick(STATUSES),
    })),
  );
  for (let i = 0; i < 4; i++) {
    await createEvent(db, { createdBy: random.pick(hosts).id, status: random.pick(STATUSES) });
  }
  return { random, hosts, reviewers };
}

async function listingsOf(hostIds: string[]) {
  return database.db.select({ id: events.id }).from(events).where(inArray(events.createdBy, hostIds));
}

async function reviewsOf(hostIds: string[]) {
  return database.db
    .select({ id: reviews.id, hiddenAt: reviews.hiddenAt })
    .from(reviews)
    .innerJoin(events, eq(events.id, reviews.eventId))
    .where(inArray(events.createdBy, hostIds));
}

// One change of the kinds the app makes (and a few it never does), picked at random.
async function change(p: Awaited<ReturnType<typeof population>>) {
  const { random, hosts, reviewers } = p;
  const { db } = database;
  const hostIds = hosts.map((h) => h.id);
  const listing = random.pick(await listingsOf(hostIds));
  const review = (await reviewsOf(hostIds))[0] ? random.pick(await reviewsOf(hostIds)) : null;
  switch (random.int(8)) {
    case 0:
    case 1: {
      // Reviews written, several in one statement; a listing's reviewer reviews it once.
      const eventIds = [random.pick(await listingsOf(hostIds)).id, random.pick(await listingsOf(hostIds)).id];
      await db
        .insert(reviews)
        .values(
          [...new Set(eventIds)].map((eventId) => ({
            eventId,
            userId: random.pick(reviewers).id,
            stars: 1 + random.int(5),
            reviewText: "Fine.",
          })),
        )
        .onConflictDoNothing();
      return;
    }
    case 2:
      await db
        .update(events)
        .set({ status: random.pick(STATUSES) })
        .where(eq(events.id, listing.id));
      return;
    case 3:
      if (review) {
        await db
          .update(reviews)
          .set({ hiddenAt: review.hiddenAt ? null : new Date() })
          .where(eq(reviews.id, review.id));
      }
      return;
    case 4:
      if (review)
        await db
          .update(reviews)
          .set({ stars: 1 + random.int(5) })
          .where(eq(reviews.id, review.id));
      return;
    case 5:
      if (review) await db.delete(reviews).where(eq(reviews.id, review.id));
      return;
    case 6:
      // A listing given to another host takes its reviews along (the app never does this).
      await db
        .update(events)
        .set({ createdBy: random.pick(hosts).id })
        .where(eq(events.id, listing.id));
      return;
    default:
      // A listing deleted: its reviews go with it (the app never does this either).
      await db.delete(events).where(eq(events.id, listing.id));
  }
}

// The host's rating as it was averaged per request before the record (ADR 0050).
async function averagedRating(hostId: string) {
  const [row] = await database.db
    .select({ value: avg(reviews.stars) })
    .from(reviews)
    .innerJoin(events, eq(events.id, reviews.eventId))
    .where(and(eq(events.createdBy, hostId), isNull(reviews.hiddenAt)));
  return oneDecimal(row?.value);
}

describe("the host's record", () => {
  it.each([1, 2, 3])("equals a count from scratch after every change (population %i)", async (seed) => {
    const p = await population(seed);
    expect(await kept()).toEqual(await recount());
    for (let step = 0; step < 40; step++) {
      await change(p);
      expect(await kept(), `after change ${step}`).toEqual(await recount());
    }
    for (const host of p.hosts) {
      expect(await hostRating({ db: database.db, userId: host.id })).toBe(await averagedRating(host.id));
      const [approved] = await queryRows<{ n: number }>(
        database.db,
        sql`select count(*)::int as n from events where created_by = ${host.id} and status = 'approved'`,
      );
      expect(await hostSummary({ db: database.db, hostId: host.id })).toMatchObject({
        id: host.id,
        eventsHosted: approved!.n,
        hostRating: await averagedRating(host.id),
      });
    }
  });

  it("goes with a host whose account is deleted, listings and reviews and all", async () => {
    const { db } = database;
    const [host, other, reviewer] = await Promise.all([createUser(db), createUser(db), createUser(db)]);
    const mine = await createEvent(db, { createdBy: host.id });
    const theirs = await createEvent(db, { createdBy: other.id });
    await db.insert(reviews).values([
      { eventId: mine.id, userId: reviewer.id, stars: 5, reviewText: "Great." },
      { eventId: theirs.id, userId: host.id, stars: 2, reviewText: "Meh." },
    ]);
    await db.delete(users).where(eq(users.id, host.id));
    expect(await kept()).toEqual(await recount());
    expect(await hostSummary({ db, hostId: other.id })).toMatchObject({ eventsHosted: 1, hostRating: null });
  });

  it("is there for a host with no listing, as nothing", async () => {
    const newcomer = await createUser(database.db);
    expect(await hostSummary({ db: database.db, hostId: newcomer.id })).toMatchObject({
      eventsHosted: 0,
      hostRating: null,
    });
    expect(await hostRating({ db: database.db, userId: newcomer.id })).toBeNull();
  });
});
