import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { events, participants } from "../../db/schema";
import { testAppForFile } from "../../test/app";
import { testDatabaseKind } from "../../test/database";
import { createEvent, createUser } from "../../test/factories";
import type { Viewer } from "../auth/session-service";
import { answerRequest } from "./requests-service";

// PGlite runs one query at a time, so this proves the rule only on PostgreSQL (with a pool of 10),
// where it runs in CI; on PGlite it still checks the bookkeeping.
const ROUNDS = testDatabaseKind() === "postgres" ? 8 : 1;

const t = testAppForFile();

describe("accepting requests under a race", () => {
  it(`never accepts more members than slots (${ROUNDS} rounds of 30 accepts at once)`, async () => {
    const db = t.database.db;
    const hostRow = await createUser(db);
    const host: Viewer = { userId: hostRow.id, sessionId: "x", role: "member" };
    const seekers = await Promise.all(Array.from({ length: 30 }, () => createUser(db)));
    for (let round = 0; round < ROUNDS; round++) {
      const event = await createEvent(db, { createdBy: host.userId, totalSlots: 3, availableSlots: 3 });
      await db.insert(participants).values(seekers.map((s) => ({ eventId: event.id, userId: s.id })));
      const results = await Promise.allSettled(
        seekers.map((s) =>
          answerRequest({
            db,
            realtime: t.app.deps.realtime,
            events: t.app.deps.events,
            viewer: host,
            eventId: event.id,
            userId: s.id,
            answer: "approve",
          }),
        ),
      );
      expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(3);
      const [accepted] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(participants)
        .where(and(eq(participants.eventId, event.id), eq(participants.requestStatus, "accepted")));
      expect(accepted!.n).toBe(3);
      const [row] = await db
        .select({ left: events.availableSlots })
        .from(events)
        .where(eq(events.id, event.id));
      expect(row!.left).toBe(0);
    }
  });
});
