import { and, asc, eq, gt, gte, inArray, isNull } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { notifications, users } from "../../db/schema";
import type { DomainEvents } from "../../platform/events/outbox";
import type { BoundJob, PayloadOf } from "../../platform/jobs/define-job";
import { completeJob, enqueue, type Job } from "../../platform/jobs/queue";
import { newNearYou } from "../discovery/service";
import { followedHostsOf } from "../follows/service";
import { type Notice, recordNotifications } from "../inbox/notifications-service";
import { type MemberIndex, readCounters, readManyViewerRelations } from "../matching/member-index";
import {
  digestWeek,
  newNearYouBatchJob,
  newNearYouDigest,
  newNearYouJob,
  nextDigestRun,
  WEEK_MS,
} from "./schedule";

// The weekly "New near you" (issue 27 item 7, docs/discovery.md): each member hears of the best few
// listings made in the week before the run, ranked as For you and only good ones (newNearYou), in
// one notification; a member with nothing good hears nothing. The notification is recorded like
// any other (ADR 0030): delivery then sends it by push or email as the member's preferences, devices
// and quiet hours say, under the event updates' switches and unsubscribe link.

export type DigestDeps = {
  db: Db;
  events: DomainEvents;
  index: MemberIndex;
  /** The clock (the worker's own). */
  now?: () => Date;
  /** Members per batch (DIGEST_BATCH; tests take fewer). */
  batchSize?: number;
};

/** Members per batch: each batch is one job, so its transaction and its relay stay short. */
export const DIGEST_BATCH = 100;
/** How many listings the digest looks for; the notification names the best. */
export const DIGEST_SIZE = 3;
// A member told less than this before the week's run was told by this week's (a run that came late,
// or a clock a little behind the worker's): never twice in one week.
const TOLD_MARGIN_MS = 24 * 60 * 60_000;

export function digestJobHandlers(deps: DigestDeps): BoundJob[] {
  return [newNearYouDigest.handle((payload, job) => runDigestBatch(deps, payload, job))];
}

/**
 * One batch of one week's digest. The listings are chosen first, outside the transaction (ranking
 * reads the member index and the listing snapshot, and the batch's relations in one query); then one transaction
 * ends the job, stores the notifications and queues the next batch (and, from the week's first
 * batch, next week's run). Each member is in one batch of the week, and a batch's notifications
 * exist exactly when its job is done, so a second run of it finds it done; should the week run
 * again all the same, a member already told this week is skipped. `once` is the week: a member's
 * push or email for it is queued once.
 */
export async function runDigestBatch(
  deps: DigestDeps,
  payload: PayloadOf<typeof newNearYouDigest>,
  job: Job,
): Promise<void> {
  const now = deps.now?.() ?? new Date();
  const batchSize = deps.batchSize ?? DIGEST_BATCH;
  const scheduled = new Date(payload.runAt);
  const since = new Date(scheduled.getTime() - WEEK_MS);
  const once = `week:${digestWeek(scheduled)}`;
  const members = await membersAfter(deps.db, payload.after, batchSize);
  // What ranking needs of each member besides the index, for the whole batch in two round trips.
  const [counters, relations, followed] = await Promise.all([
    readCounters(deps.db),
    readManyViewerRelations(deps.db, members),
    followedHostsOf(deps.db, members),
  ]);
  const notices: Notice[] = [];
  for (const userId of members) {
    const [best, ...more] = await newNearYou({
      db: deps.db,
      index: deps.index,
      userId,
      since,
      now,
      limit: DIGEST_SIZE,
      context: { ...counters, ...relations.get(userId)! },
      followed: followed.get(userId) ?? new Set(),
    });
    if (best) {
      notices.push({
        userId,
        kind: "new_near_you",
        eventId: best.card.id,
        relatedEventIds: more.map((e) => e.card.id),
        once,
      });
    }
  }
  await deps.events.commit(async (tx, record) => {
    if (!(await completeJob(tx, job, now))) return;
    const told = await toldSince(
      tx,
      notices.map((n) => n.userId),
      new Date(scheduled.getTime() - TOLD_MARGIN_MS),
    );
    await recordNotifications(
      tx,
      record,
      notices.filter((n) => !told.has(n.userId)),
      now,
    );
    if (members.length === batchSize) await enqueue(tx, newNearYouBatchJob(scheduled, members.at(-1)!, now));
    // The week has started: the next is queued (by whichever run gets here; its key is its week).
    if (payload.after === null) await enqueue(tx, newNearYouJob(nextDigestRun(now)));
  });
}

// The next members in id order: not banned, not deleted (a deleted member is banned too). A row in
// users is a member who finished onboarding (registration writes it with the answers).
async function membersAfter(db: Db, after: string | null, limit: number): Promise<string[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.isBanned, false), isNull(users.deletedAt), after ? gt(users.id, after) : undefined))
    .orderBy(asc(users.id))
    .limit(limit);
  return rows.map((row) => row.id);
}

// Which of these members already have a digest stored since `from`.
async function toldSince(tx: Tx, userIds: string[], from: Date): Promise<Set<string>> {
  if (userIds.length === 0) return new Set();
  const rows = await tx
    .select({ userId: notifications.userId })
    .from(notifications)
    .where(
      and(
        inArray(notifications.userId, userIds),
        eq(notifications.kind, "new_near_you"),
        gte(notifications.createdAt, from),
      ),
    );
  return new Set(rows.map((row) => row.userId));
}
