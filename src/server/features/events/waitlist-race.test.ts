import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { events, participants, waitlist } from "../../db/schema";
import { testAppForFile } from "../../test/app";
import { testDatabaseKind } from "../../test/database";
import { createEvent, createUser } from "../../test/factories";
import type { Viewer } from "../auth/session-service";
import { answerRequest, leaveEvent } from "./requests-service";

// ADR 0022: seats freed at once go to the waitlist strictly in its order, and no committed state
// ever has more seats taken (accepted, or held by an offer) than the event has. PGlite runs one query
// at a time, so the race is real only on PostgreSQL (a pool of 10), where it runs in CI.
const ROUNDS = testDatabaseKind() === "postgres" ? 3 : 1;
const SEATS = 30;
const WAITING = 40;

const t = testAppForFile();
const viewer = (userId: string): Viewer => ({ userId, sessionId: "x", role: "member" });

describe("freeing seats under a race", () => {
  it(`offers ${SEATS} seats freed at once to the first ${SEATS} waiting, in order (${ROUNDS} rounds)`, async () => {
    const db = t.database.db;
    const { realtime, events: domainEvents } = t.app.deps;
    const host = await createUser(db);
    const members = await Promise.all(Array.from({ length: SEATS + WAITING }, () => createUser(db)));
    const seated = members.slice(0, SEATS);
    const queue = members.slice(SEATS);
    for (let round = 0; round < ROUNDS; round++) {
      const event = await createEvent(db, { createdBy: host.id, totalSlots: SEATS, availableSlots: 0 });
      await db
        .insert(participants)
        .values(seated.map((s) => ({ eventId: event.id, userId: s.id, requestStatus: "accepted" as const })));
      // The queue's order, a millisecond apart.
      const start = Date.now() - 60_000;
      await db
        .insert(waitlist)
        .values(queue.map((q, i) => ({ eventId: event.id, userId: q.id, createdAt: new Date(start + i) })));

      // Every committed state, read in one statement while the race runs: seats taken and free
      // always add up to the event's seats.
      const broken: string[] = [];
      let racing = true;
      const watch = (async () => {
        while (racing) {
          const [state] = await db
            .select({
              free: events.availableSlots,
              taken: sql<number>`(select count(*)::int from participants p where p.event_id = ${event.id} and (p.request_status = 'accepted' or (p.request_status = 'requested' and p.from_waitlist)))`,
            })
            .from(events)
            .where(eq(events.id, event.id));
          if (state!.free < 0 || state!.free + state!.taken !== SEATS) broken.push(JSON.stringify(state));
        }
      })();

      // 30 members leave at once: each seat goes to the next member waiting.
      const leaves = await Promise.allSettled(
        seated.map((s) =>
          leaveEvent({ db, realtime, events: domainEvents, viewer: viewer(s.id), eventId: event.id }),
        ),
      );
      expect(leaves.filter((r) => r.status === "rejected")).toEqual([]);
      expect(await offersInOrder(event.id)).toEqual(queue.slice(0, SEATS).map((q) => q.id));
      expect(await stillWaiting(event.id)).toEqual(queue.slice(SEATS).map((q) => q.id));
      expect(await free(event.id)).toBe(0);

      // The host turns all 30 offers down at once: the last 10 waiting get the first 10 seats back,
      // in order, and the other 20 seats are free.
      const rejections = await Promise.allSettled(
        queue.slice(0, SEATS).map((q) =>
          answerRequest({
            db,
            realtime,
            events: domainEvents,
            viewer: viewer(host.id),
            eventId: event.id,
            userId: q.id,
            answer: "reject",
          }),
        ),
      );
      racing = false;
      await watch;
      expect(rejections.filter((r) => r.status === "rejected")).toEqual([]);
      expect(await offersInOrder(event.id)).toEqual(queue.slice(SEATS).map((q) => q.id));
      expect(await stillWaiting(event.id)).toEqual([]);
      expect(await free(event.id)).toBe(SEATS - (WAITING - SEATS));
      expect(broken).toEqual([]);
    }
  });
});

// The members holding an offer, in the order the offers were made (each offer's time is the clock
// at its insert, under the event's lock).
async function offersInOrder(eventId: string) {
  const rows = await t.database.db
    .select({ userId: participants.userId })
    .from(participants)
    .where(
      and(
        eq(participants.eventId, eventId),
        eq(participants.requestStatus, "requested"),
        eq(participants.fromWaitlist, true),
      ),
    )
    .orderBy(participants.createdAt);
  return rows.map((r) => r.userId);
}

async function stillWaiting(eventId: string) {
  const rows = await t.database.db
    .select({ userId: waitlist.userId })
    .from(waitlist)
    .where(eq(waitlist.eventId, eventId))
    .orderBy(waitlist.createdAt, waitlist.id);
  return rows.map((r) => r.userId);
}

async function free(eventId: string) {
  const [row] = await t.database.db
    .select({ n: events.availableSlots })
    .from(events)
    .where(eq(events.id, eventId));
  return row!.n;
}
