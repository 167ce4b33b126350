import { and, count, desc, eq, isNull, type SQL, sql } from "drizzle-orm";
import { isReasonableInstant } from "../../../shared/dates";
import { MEMBER_NOT_FOUND } from "../../../shared/texts";
import type { Db } from "../../db/client";
import { eventNameColumns } from "../../db/event-name-columns";
import { events, reviews, users } from "../../db/schema";
import { authorize, notFound } from "../../platform/errors";
import type { Viewer } from "../auth/session-service";
import { viewableEvent } from "../events/service";
import { isBlockedPair } from "../safety/service";
import { findUser } from "../users/service";
import { canReadHostReviews } from "./policy";

// Reviews people can read (issue 27 item 6): newest first, paged by a cursor on (written, id). A
// review an admin hid is shown to nobody; one written by a member on the other side of a block from
// the viewer is left out, as that member is everywhere else.

export type ReviewRow = {
  id: string;
  stars: number;
  text: string;
  createdAt: Date;
  reviewerId: string;
  reviewerName: string;
  reviewerDeletedAt: Date | null;
  eventId: string;
  eventName: string;
};

export type ReviewPage = { rows: ReviewRow[]; nextCursor: string | null; total: number };

type PageQuery = { cursor?: string | undefined; limit: number };

/** The reviews of one experience the viewer may see (404 otherwise). */
export async function eventReviews(opts: {
  db: Db;
  viewer: Viewer;
  eventId: string;
  query: PageQuery;
}): Promise<ReviewPage> {
  const event = await viewableEvent(opts);
  return reviewPage({ ...opts, scope: eq(reviews.eventId, event.id) });
}

/** The reviews of every experience a member hosted, where their profile may be seen (404 otherwise). */
export async function hostReviews(opts: {
  db: Db;
  viewer: Viewer;
  hostId: string;
  query: PageQuery;
}): Promise<ReviewPage> {
  const { db, viewer, hostId } = opts;
  const host = await findUser({ db, userId: hostId });
  if (!host) throw notFound(MEMBER_NOT_FOUND);
  const blockedPair = await isBlockedPair({ db, userA: viewer.userId, userB: hostId });
  authorize(canReadHostReviews(viewer, host, blockedPair), notFound(MEMBER_NOT_FOUND));
  return reviewPage({
    ...opts,
    scope: and(eq(events.createdBy, hostId), eq(events.status, "approved"))!,
  });
}

// Milliseconds, as a cursor carries them: PostgreSQL keeps microseconds, and a cursor rounded down
// would show its own row again on the next page.
const writtenAt = sql`date_trunc('milliseconds', ${reviews.createdAt})`;

async function reviewPage(opts: {
  db: Db;
  viewer: Viewer;
  scope: SQL;
  query: PageQuery;
}): Promise<ReviewPage> {
  const { db, viewer, scope, query } = opts;
  const readable = and(
    scope,
    isNull(reviews.hiddenAt),
    sql`not exists (select 1 from blocks b where (b.blocker_id = ${viewer.userId} and b.blocked_id = ${reviews.userId}) or (b.blocker_id = ${reviews.userId} and b.blocked_id = ${viewer.userId}))`,
  );
  const cursor = decodeCursor(query.cursor);
  const after = cursor
    ? sql`(${writtenAt}, ${reviews.id}) < (${cursor.at}::timestamptz, ${cursor.id}::uuid)`
    : undefined;
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        id: reviews.id,
        stars: reviews.stars,
        text: reviews.reviewText,
        createdAt: reviews.createdAt,
        reviewerId: reviews.userId,
        reviewerName: users.name,
        reviewerDeletedAt: users.deletedAt,
        ...eventNameColumns,
      })
      .from(reviews)
      .innerJoin(events, eq(events.id, reviews.eventId))
      .innerJoin(users, eq(users.id, reviews.userId))
      .where(and(readable, after))
      .orderBy(desc(writtenAt), desc(reviews.id))
      .limit(query.limit + 1),
    db.select({ n: count() }).from(reviews).innerJoin(events, eq(events.id, reviews.eventId)).where(readable),
  ]);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    rows: page,
    nextCursor: rows.length > query.limit && last ? encodeCursor(last) : null,
    total: counted?.n ?? 0,
  };
}

function encodeCursor(row: Pick<ReviewRow, "createdAt" | "id">): string {
  return Buffer.from(`${row.createdAt.toISOString()}|${row.id}`).toString("base64url");
}

// A cursor is ours only if it decodes to a real instant and a uuid; anything else starts from the
// first page (as the discovery list's does).
function decodeCursor(cursor: string | undefined): { at: string; id: string } | null {
  if (!cursor) return null;
  const [at, id] = Buffer.from(cursor, "base64url").toString().split("|");
  if (!at || !id || !isReasonableInstant(at) || !/^[0-9a-f-]{36}$/i.test(id)) return null;
  return { at, id };
}
