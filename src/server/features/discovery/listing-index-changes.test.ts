import { eq, sql } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { EVENT_CATEGORIES } from "../../../shared/options";
import { queryRows } from "../../db/client";
import { events, participants, reviews, snapshotChanges } from "../../db/schema";
import { testAppForFile } from "../../test/app";
import { createEvent, createUser } from "../../test/factories";
import { seededRandom } from "../../test/seeded-random";
import { statementsOf } from "../../test/statements";
import { byStart, forgetListings, type ListingSnapshot, listingSnapshot } from "./listing-index";

// Issue 39 item 1: discovery's snapshot is changed in place from the change log (ADR 0051), never
// built again for a change. Over random populations and random changes (seats, closing, approval,
// dates, a women-only category, a move, new and deleted listings, who is going, reviews of the host),
// the snapshot changed in place equals one built afresh at the same counter and instant, on both
// databases (TEST_DATABASE_URL runs this file on PostgreSQL).
const t = testAppForFile();
const DAY = 86_400_000;

const PLACES = [
  { city: "Bengaluru", state: "Karnataka" },
  { city: "Pune", state: "Maharashtra" },
  { city: "Mumbai", state: "Maharashtra" },
  // Not in the list of cities: no coordinates, the snapshot's "unplaced".
  { city: "Atlantis", state: "Nowhere" },
];

async function listingsCounter(): Promise<number> {
  const [row] = await queryRows<{ value: string }>(
    t.database.db,
    sql`select value from app_counters where key = 'listings'`,
  );
  return Number(row?.value ?? 0);
}

/** What a snapshot lists, in every order it keeps, as plain data. */
function contents(s: ListingSnapshot) {
  const order = [...byStart(s)].map((i) => s.listings[i]!);
  return {
    byStart: order.map((l) => l.id),
    listings: Object.fromEntries(
      order.map((l) => [l.id, { ...l, going: [...l.going].sort(), base: Number(l.base.toFixed(12)) }]),
    ),
    places: s.places
      .filter((p) => p.listings.length > 0)
      .map((p) => ({
        at: `${p.lat},${p.lng}`,
        ids: p.listings.map((i) => s.listings[i]!.id),
        byCategory: [...p.byCategory]
          .filter(([, list]) => list.length > 0)
          .map(([category, list]) => [category, list.map((i) => s.listings[i]!.id)])
          .sort(),
      }))
      .sort((a, b) => (a.at < b.at ? -1 : 1)),
    unplaced: s.unplaced.map((i) => s.listings[i]!.id).sort(),
    hosts: Object.fromEntries(
      [...new Set(order.map((l) => l.createdBy))].sort().map((h) => [h, s.hosts.get(h) ?? null]),
    ),
  };
}

describe("discovery's listing snapshot", () => {
  for (const seed of [1, 2, 3]) {
    it(`changed in place equals a fresh build (population ${seed})`, async () => {
      const db = t.database.db;
      const r = seededRandom(seed);
      const now = Date.now();
      const hosts = await Promise.all(Array.from({ length: 5 }, () => createUser(db)));
      const members = await Promise.all(Array.from({ length: 8 }, () => createUser(db)));
      const ids: string[] = [];
      const newListing = async () => {
        const from = new Date(now + (1 + r.int(30)) * DAY + r.int(24) * 3_600_000);
        const row = await createEvent(db, {
          createdBy: r.pick(hosts).id,
          ...r.pick(PLACES),
          category: r.pick(EVENT_CATEGORIES),
          fromDate: from,
          toDate: new Date(from.getTime() + (1 + r.int(3)) * 3_600_000 * (r.next() < 0.3 ? 24 : 1)),
          availableSlots: r.int(6),
        });
        ids.push(row.id);
        return row.id;
      };
      for (let i = 0; i < 30; i++) await newListing();
      const accept = async (eventId: string) => {
        await db
          .insert(participants)
          .values({ eventId, userId: r.pick(members).id, requestStatus: "accepted" })
          .onConflictDoUpdate({
            target: [participants.eventId, participants.userId],
            set: { requestStatus: "accepted" },
          });
      };
      const review = async (eventId: string) => {
        await db
          .insert(reviews)
          .values({ eventId, userId: r.pick(members).id, stars: 1 + r.int(5), reviewText: "Lovely people." })
          .onConflictDoNothing();
      };
      for (let i = 0; i < 20; i++) await accept(r.pick(ids));
      for (let i = 0; i < 10; i++) await review(r.pick(ids));

      // Built now (an earlier test's snapshot takes "how soon" at its own instant).
      forgetListings(db);
      const live = await listingSnapshot(db, await listingsCounter(), now);
      byStart(live); // Soonest's order exists, so that it is kept in step too.
      const built = live.generation;

      const changes: (() => Promise<unknown>)[] = [
        () =>
          db
            .update(events)
            .set({ availableSlots: r.int(6) })
            .where(eq(events.id, r.pick(ids))),
        () =>
          db
            .update(events)
            .set({ eventStatus: r.pick(["completed", "cancelled"] as const) })
            .where(eq(events.id, r.pick(ids))),
        () =>
          db
            .update(events)
            .set({ status: r.pick(["pending", "rejected", "approved"] as const) })
            .where(eq(events.id, r.pick(ids))),
        () => {
          const from = new Date(now + r.int(40) * DAY - DAY);
          return db
            .update(events)
            .set({ fromDate: from, toDate: new Date(from.getTime() + 3_600_000) })
            .where(eq(events.id, r.pick(ids)));
        },
        () =>
          db
            .update(events)
            .set({ category: "Women-Only Trips" })
            .where(eq(events.id, r.pick(ids))),
        () => {
          const place = r.pick(PLACES);
          const at =
            place.city === "Atlantis"
              ? { lat: null, lng: null }
              : { lat: 10 + r.int(20), lng: 70 + r.int(15) };
          return db
            .update(events)
            .set({ ...place, ...at })
            .where(eq(events.id, r.pick(ids)));
        },
        () =>
          db
            .update(events)
            .set({ createdBy: r.pick(hosts).id })
            .where(eq(events.id, r.pick(ids))),
        newListing,
        () => {
          const gone = ids.splice(r.int(ids.length), 1)[0]!;
          return db.delete(events).where(eq(events.id, gone));
        },
        () => accept(r.pick(ids)),
        () =>
          db
            .update(participants)
            .set({ requestStatus: "rejected" })
            .where(eq(participants.eventId, r.pick(ids))),
        () => db.delete(participants).where(eq(participants.eventId, r.pick(ids))),
        () => review(r.pick(ids)),
        () =>
          db
            .update(reviews)
            .set({ hiddenAt: new Date(now) })
            .where(eq(reviews.eventId, r.pick(ids))),
        // What the snapshot does not read changes nothing in it and logs nothing.
        () =>
          db
            .update(events)
            .set({ description: `Changed ${r.int(1000)} times, still lovely.` })
            .where(eq(events.id, r.pick(ids))),
      ];
      for (let i = 0; i < 40; i++) await r.pick(changes)();

      const counter = await listingsCounter();
      expect(counter).toBeGreaterThan(built);
      const changed = await listingSnapshot(db, counter, now);
      expect(changed).toBe(live); // changed in place, not built again
      expect(changed.generation).toBe(counter);
      forgetListings(db);
      const fresh = await listingSnapshot(db, counter, now);
      expect(fresh).not.toBe(live);
      expect(contents(changed)).toEqual(contents(fresh));
    });
  }

  it("logs nothing for a change it does not read", async () => {
    const db = t.database.db;
    const host = await createUser(db);
    const event = await createEvent(db, { createdBy: host.id });
    const before = await listingsCounter();
    await db
      .update(events)
      .set({ description: "A quieter walk by the lake, chai after." })
      .where(eq(events.id, event.id));
    expect(await listingsCounter()).toBe(before);
    await db.update(events).set({ availableSlots: 2 }).where(eq(events.id, event.id));
    expect(await listingsCounter()).toBe(before + 1);
  });

  // A statement that changes thousands of listings (placing them at start, a restore) is numbered
  // by one firing at commit, not one per changed row: one per row probed the just-numbered rows
  // each time, 15 s for 10,000 listings on PostgreSQL and 19 minutes for 100,000.
  it("numbers a statement of many changes once, at commit", async () => {
    const db = t.database.db;
    const host = await createUser(db);
    const template = await createEvent(db, { createdBy: host.id });
    const { id: _, createdAt: __, ...copy } = template;
    const before = await listingsCounter();
    const marked = await db.transaction(async (tx) => {
      await tx.insert(events).values(Array.from({ length: 1200 }, () => copy));
      await tx.update(events).set({ availableSlots: 3 }).where(eq(events.createdBy, host.id));
      const [row] = await queryRows<{ n: number }>(
        tx,
        sql`select count(*)::int as n from snapshot_commit_marks`,
      );
      return row!.n;
    });
    expect(marked).toBe(1);
    expect(await listingsCounter()).toBe(before + 1);
    const [left] = await queryRows<{ marks: number; unnumbered: number }>(
      db,
      sql`select (select count(*)::int from snapshot_commit_marks) as marks,
                 (select count(*)::int from snapshot_changes where seq = 0) as unnumbered`,
    );
    expect(left).toEqual({ marks: 0, unnumbered: 0 });

    // Numbered early (SET CONSTRAINTS ... IMMEDIATE), a transaction is marked again by what it
    // changes afterwards, and numbered again at commit.
    await db.transaction(async (tx) => {
      await tx.update(events).set({ availableSlots: 2 }).where(eq(events.id, template.id));
      await tx.execute(sql`set constraints all immediate`);
      await tx.execute(sql`set constraints all deferred`);
      await tx.update(events).set({ availableSlots: 1 }).where(eq(events.id, template.id));
    });
    expect(await listingsCounter()).toBe(before + 3);
  });

  // When the log cannot bring a snapshot up to date (too many changes, or pruned), one full build
  // runs behind the requests; until it ends, requests are served the last snapshot without each
  // reading the log again.
  it("reads the log once while a full build recovers", async () => {
    const db = t.database.db;
    const host = await createUser(db);
    const template = await createEvent(db, { createdBy: host.id });
    forgetListings(db);
    const old = await listingSnapshot(db, await listingsCounter());
    const { id: _, createdAt: __, ...copy } = template;
    await db.insert(events).values(Array.from({ length: 1100 }, () => copy));
    const counter = await listingsCounter();
    const first = await listingSnapshot(db, counter);
    expect(first).toBe(old); // served while the build runs
    const { statements } = await statementsOf(t.database, () => listingSnapshot(db, counter));
    expect(statements.filter((s) => s.includes("snapshot_changes"))).toEqual([]);
    await vi.waitFor(
      async () => {
        const now = await listingSnapshot(db, counter);
        expect(now).not.toBe(old);
        expect(now.generation).toBeGreaterThanOrEqual(counter);
      },
      { timeout: 30_000, interval: 50 },
    );
    const rebuilt = await listingSnapshot(db, counter);
    expect(rebuilt.listings.filter((l) => l.createdBy === host.id)).toHaveLength(1101);
    expect(await db.$count(snapshotChanges, eq(snapshotChanges.seq, 0))).toBe(0);
  });
});
