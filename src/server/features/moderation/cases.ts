import { type SQL, sql } from "drizzle-orm";
import type { ModerationOrder, ModerationSubject } from "../../../shared/contracts/moderation";
import type { Db } from "../../db/client";

// The one queue (ADR 0043): every open report, whatever it is about, read from the tables that hold
// them today (message_flags, review_flags, flags, attendance's contests, listing_reports, and the
// members' "Report to the team", help_requests of kind team, ADR 0045) as one case per thing
// reported. No report is copied: the union below is the case's only definition. A member asking for
// help during an experience comes first in every order: `urgent` below.

export type CaseRow = {
  subject: ModerationSubject;
  subjectId: string;
  key: string;
  reports: number;
  firstAt: Date;
  lastAt: Date;
  reason: string;
  details: string;
  excerpt: string;
  image: string | null;
  about: { id: string; name: string; avatar: string | null };
  reporter: { id: string; name: string; avatar: string | null } | null;
  event: { id: string; name: string } | null;
};

// One row per open case. Times are cut to the millisecond, so a cursor (JSON, milliseconds) finds
// the row it came from.
const OPEN_CASES = sql`
  select 'message' as subject, f.message_id::text as subject_id, count(*)::int as reports,
         date_trunc('milliseconds', min(f.created_at)) as first_at,
         date_trunc('milliseconds', max(f.created_at)) as last_at,
         (array_agg(f.reported_by order by f.created_at, f.id))[1] as reporter_id,
         (array_agg(f.reason order by f.created_at, f.id))[1] as reason, '' as details,
         m.sender_id as about_id, g.event_id as event_id, m.content as excerpt, m.image as image
    from message_flags f
    join messages m on m.id = f.message_id
    left join groups g on g.id = m.group_id
   where f.resolved_at is null
   group by f.message_id, m.sender_id, g.event_id, m.content, m.image
  union all
  select 'review', f.review_id::text, count(*)::int,
         date_trunc('milliseconds', min(f.created_at)), date_trunc('milliseconds', max(f.created_at)),
         (array_agg(f.reported_by order by f.created_at, f.id))[1],
         (array_agg(f.reason order by f.created_at, f.id))[1], '',
         r.user_id, r.event_id, r.review_text, null
    from review_flags f
    join reviews r on r.id = f.review_id
   -- A report that slipped in while an admin hid the review has nothing left to decide (ADR 0032).
   where f.resolved_at is null and r.hidden_at is null
   group by f.review_id, r.user_id, r.event_id, r.review_text
  union all
  select 'member', f.user_id::text, count(*)::int,
         date_trunc('milliseconds', min(f.created_at)), date_trunc('milliseconds', max(f.created_at)),
         (array_agg(f.reported_by order by f.created_at, f.id))[1],
         (array_agg(f.reason order by f.created_at, f.id))[1], '',
         f.user_id, null, '', null
    from flags f
   where f.resolved_at is null
   group by f.user_id
  union all
  select 'attendance', a.event_id::text || '.' || a.user_id::text, 1,
         date_trunc('milliseconds', a.contested_at), date_trunc('milliseconds', a.contested_at),
         a.user_id, coalesce(a.contest_reason, ''), '',
         a.user_id, a.event_id, '', null
    from attendance a
   where a.contested_at is not null and a.contest_resolved_at is null
  union all
  select 'listing', f.event_id::text, count(*)::int,
         date_trunc('milliseconds', min(f.created_at)), date_trunc('milliseconds', max(f.created_at)),
         (array_agg(f.reported_by order by f.created_at, f.id))[1],
         (array_agg(f.reason order by f.created_at, f.id))[1],
         (array_agg(f.details order by f.created_at, f.id))[1],
         e.created_by, f.event_id, e.description, null
    from listing_reports f
    join events e on e.id = f.event_id
   where f.resolved_at is null
   group by f.event_id, e.created_by, e.description
  union all
  select 'help', h.id::text, 1,
         date_trunc('milliseconds', h.created_at), date_trunc('milliseconds', h.created_at),
         h.user_id, '', h.details,
         h.user_id, h.event_id, h.details, null
    from help_requests h
   where h.kind = 'team' and h.resolved_at is null`;

/** Where a page ends: the order it was read in and the last case's sort values. */
type Cursor = { order: ModerationOrder; at: string; key: string; reports: number };

export function encodeCursor(order: ModerationOrder, row: CaseRow): string {
  const at = (order === "newest" ? row.lastAt : row.firstAt).toISOString();
  return Buffer.from(JSON.stringify({ order, at, key: row.key, reports: row.reports })).toString("base64url");
}

/** A cursor of another order, or one that does not read, starts from the top. */
function decodeCursor(value: string | undefined, order: ModerationOrder): Cursor | null {
  if (!value) return null;
  try {
    const c = JSON.parse(Buffer.from(value, "base64url").toString("utf8")) as Partial<Cursor>;
    if (
      c.order !== order ||
      typeof c.at !== "string" ||
      Number.isNaN(Date.parse(c.at)) ||
      typeof c.key !== "string" ||
      c.key.length > 200 ||
      typeof c.reports !== "number" ||
      !Number.isInteger(c.reports)
    ) {
      return null;
    }
    return c as Cursor;
  } catch {
    return null;
  }
}

type Raw = Record<string, unknown>;
const rowsOf = (result: unknown) => (result as { rows: Raw[] }).rows;
const text = (v: unknown) => (v === null || v === undefined ? "" : String(v));

/**
 * One page of open cases, of one subject or all: newest first (the latest report) or most urgent
 * first (most open reports, then waiting longest). Keyset-paged: the next page starts after the
 * last row's sort values, so a case resolved meanwhile shifts nothing.
 */
export async function openCases(opts: {
  db: Db;
  subject?: ModerationSubject | undefined;
  order: ModerationOrder;
  cursor?: string | undefined;
  limit: number;
}): Promise<{ rows: CaseRow[]; nextCursor: string | null }> {
  const { db, order, limit } = opts;
  const cursor = decodeCursor(opts.cursor, order);
  const where: SQL[] = [];
  if (opts.subject) where.push(sql`c.subject = ${opts.subject}`);
  // Open help cases first, whatever the order; the cursor's case tells which band it ended in.
  const band = cursor ? (cursor.key.startsWith("help:") ? 1 : 0) : 0;
  if (cursor && order === "newest") {
    where.push(
      sql`(c.urgent < ${band} or (c.urgent = ${band} and (c.last_at, c.key) < (${cursor.at}::timestamptz, ${cursor.key})))`,
    );
  }
  if (cursor && order === "urgent") {
    where.push(
      sql`(c.urgent < ${band} or (c.urgent = ${band} and (c.reports < ${cursor.reports} or (c.reports = ${cursor.reports} and (c.first_at, c.key) > (${cursor.at}::timestamptz, ${cursor.key})))))`,
    );
  }
  const orderBy =
    order === "newest"
      ? sql`c.urgent desc, c.last_at desc, c.key desc`
      : sql`c.urgent desc, c.reports desc, c.first_at asc, c.key asc`;
  const result = await db.execute(sql`
    select c.*, about.name as about_name, about.avatar as about_avatar,
           rep.name as reporter_name, rep.avatar as reporter_avatar, ev.name as event_name
      from (select o.*, o.subject || ':' || o.subject_id as key,
                   case when o.subject = 'help' then 1 else 0 end as urgent
              from (${OPEN_CASES}) o) c
      join users about on about.id = c.about_id
      left join users rep on rep.id = c.reporter_id
      left join events ev on ev.id = c.event_id
     ${where.length > 0 ? sql`where ${sql.join(where, sql` and `)}` : sql``}
     order by ${orderBy}
     limit ${limit + 1}`);
  const rows = rowsOf(result).map(toCase);
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return { rows: page, nextCursor: rows.length > limit && last ? encodeCursor(order, last) : null };
}

function toCase(r: Raw): CaseRow {
  return {
    subject: r.subject as ModerationSubject,
    subjectId: text(r.subject_id),
    key: text(r.key),
    reports: Number(r.reports),
    firstAt: new Date(r.first_at as string),
    lastAt: new Date(r.last_at as string),
    reason: text(r.reason),
    details: text(r.details),
    excerpt: text(r.excerpt),
    image: r.image ? text(r.image) : null,
    about: {
      id: text(r.about_id),
      name: text(r.about_name),
      avatar: r.about_avatar ? text(r.about_avatar) : null,
    },
    reporter: r.reporter_id
      ? {
          id: text(r.reporter_id),
          name: text(r.reporter_name),
          avatar: r.reporter_avatar ? text(r.reporter_avatar) : null,
        }
      : null,
    event: r.event_id ? { id: text(r.event_id), name: text(r.event_name) } : null,
  };
}

/** How many cases are open, per subject and in all (the admin navigation's badge). */
export async function openCaseCounts(opts: { db: Db }): Promise<Record<ModerationSubject | "all", number>> {
  const result = await opts.db.execute(
    sql`select o.subject, count(*)::int as n from (${OPEN_CASES}) o group by o.subject`,
  );
  const counts = { all: 0, message: 0, review: 0, member: 0, attendance: 0, listing: 0, help: 0 };
  for (const row of rowsOf(result)) {
    const n = Number(row.n);
    counts[row.subject as ModerationSubject] = n;
    counts.all += n;
  }
  return counts;
}
