import { eq } from "drizzle-orm";
import { isUuid } from "../../../shared/endpoints/params";
import { isShareable } from "../../../shared/share-card";
import { EVENT_NOT_FOUND } from "../../../shared/texts";
import type { Db } from "../../db/client";
import { events } from "../../db/schema";
import { notFound } from "../../platform/errors";

// A link worth sharing (issue 27 item 5, ADR 0031): the few public facts of an experience a shared
// link shows before anyone signs in. One read by primary key, of these columns only: nothing
// private (meeting point, host, members) is even selected.

export type PreviewRow = {
  id: string;
  name: string;
  category: string;
  image: string | null;
  fromDate: Date;
  toDate: Date;
  time: string;
  city: string;
  state: string;
};

/** The experience when a link to it may show a card (approved, running, not over); else null. */
export async function shareablePreview(opts: {
  db: Db;
  eventId: string;
  now?: Date;
}): Promise<PreviewRow | null> {
  const { db, eventId, now = new Date() } = opts;
  // `/event/<anything>` reaches the page route: what cannot be an id names nothing, with no query.
  if (!isUuid(eventId)) return null;
  const [row] = await db
    .select({
      id: events.id,
      name: events.name,
      category: events.category,
      image: events.image,
      fromDate: events.fromDate,
      toDate: events.toDate,
      time: events.time,
      city: events.city,
      state: events.state,
      status: events.status,
      eventStatus: events.eventStatus,
    })
    .from(events)
    .where(eq(events.id, eventId))
    .limit(1);
  if (!row || !isShareable(row, now)) return null;
  const { status: _status, eventStatus: _eventStatus, ...preview } = row;
  return preview;
}

/** The same, for the public preview endpoint: anything not shareable is the one 404. */
export async function eventPreview(opts: { db: Db; eventId: string; now?: Date }): Promise<PreviewRow> {
  const row = await shareablePreview(opts);
  if (!row) throw notFound(EVENT_NOT_FOUND);
  return row;
}
