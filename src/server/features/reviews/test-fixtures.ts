import type { Db } from "../../db/client";
import { reviews } from "../../db/schema";
import type { TestApp } from "../../test/app";
import { createEvent } from "../../test/factories";

// What the reviews tests share: ended experiences and reviews written at a chosen time (the write
// path itself is pinned by routes.test.ts).

const DAY = 86_400_000;

export async function endedEvent(
  db: Db,
  hostId: string,
  overrides: Partial<Parameters<typeof createEvent>[1]> = {},
) {
  return createEvent(db, {
    createdBy: hostId,
    fromDate: new Date(Date.now() - 3 * DAY),
    toDate: new Date(Date.now() - 2 * DAY),
    ...overrides,
  });
}

export async function addReview(
  db: Db,
  opts: { eventId: string; userId: string; stars: number; text?: string; minutesAgo?: number },
) {
  const [row] = await db
    .insert(reviews)
    .values({
      eventId: opts.eventId,
      userId: opts.userId,
      stars: opts.stars,
      reviewText: opts.text ?? `Rated ${opts.stars}`,
      createdAt: new Date(Date.now() - (opts.minutesAgo ?? 0) * 60_000),
    })
    .returning();
  return row!;
}

/** A host, one ended experience of theirs and a member who reviewed it. */
export async function reviewedEvent(t: TestApp, opts: { stars?: number; text?: string } = {}) {
  const host = await t.login();
  const reviewer = await t.login({ overrides: { name: "Asha Rao" } });
  const event = await endedEvent(t.database.db, host.id);
  const review = await addReview(t.database.db, {
    eventId: event.id,
    userId: reviewer.id,
    stars: opts.stars ?? 2,
    text: opts.text ?? "The host never showed up at the meeting point.",
  });
  return { host, reviewer, event, review };
}
