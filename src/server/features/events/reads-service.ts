import { and, desc, eq, gte, inArray, ne } from "drizzle-orm";
import { kmBetween } from "../../../shared/discovery";
import { helpWindow } from "../../../shared/help-window";
import { EVENT_NOT_FOUND, REQUEST_MESSAGES } from "../../../shared/texts";
import type { Db } from "../../db/client";
import { eventColumns } from "../../db/event-columns";
import { languageOf } from "../../db/member-language";
import { events, participants } from "../../db/schema";
import { authorize, forbidden, notFound } from "../../platform/errors";
import type { Viewer } from "../auth/session-service";
import { groupIdsFor } from "../groups/queries";
import { cityIndex } from "../locations/city-index";
import { detailedEvent, viewerStanding } from "./detail-queries";
import { acceptedFaces, participantsSeenBy, visibleParticipants } from "./participants";
import { canAddToCalendar, canOpenAcrossBlock, canSeeMeetingPoint, isHost, isMember } from "./policy";
import { averageRatings, hostSummary } from "./ratings";
import { viewableBy, viewableEvent } from "./service";

// What the event screens read: each answers everything its presenter needs, in one call.

// The listings the viewer hosts, newest first, with their ratings.
export async function createdEvents(opts: { db: Db; viewer: Viewer }) {
  const { db, viewer } = opts;
  const rows = await db
    .select(eventColumns)
    .from(events)
    .where(eq(events.createdBy, viewer.userId))
    .orderBy(desc(events.createdAt));
  const ratings = await averageRatings({ db, eventIds: rows.map((r) => r.id) });
  return rows.map((row) => ({ row, averageRating: ratings.get(row.id) ?? null }));
}

// Events the member asked to join or joined that are not over, soonest first; accepted members
// also get the event's group and the first faces of who is going.
export async function upcomingEvents(opts: { db: Db; viewer: Viewer; now?: Date }) {
  const { db, viewer } = opts;
  const rows = await db
    .select({
      event: eventColumns,
      requestStatus: participants.requestStatus,
      rsvpStatus: participants.rsvpStatus,
      fromWaitlist: participants.fromWaitlist,
      offerExpiresAt: participants.offerExpiresAt,
    })
    .from(participants)
    .innerJoin(events, eq(events.id, participants.eventId))
    .where(
      and(
        eq(participants.userId, viewer.userId),
        inArray(participants.requestStatus, ["requested", "accepted"]),
        eq(events.status, "approved"),
        ne(events.eventStatus, "completed"),
        gte(events.toDate, opts.now ?? new Date()),
      ),
    )
    .orderBy(events.fromDate);
  const eventIds = rows.map((r) => r.event.id);
  const [ratings, groupIds, faces] = await Promise.all([
    averageRatings({ db, eventIds }),
    groupIdsFor({ db, eventIds }),
    acceptedFaces({ db, eventIds }),
  ]);
  return rows.map((r) => {
    const accepted = r.requestStatus === "accepted";
    return {
      row: r.event,
      averageRating: ratings.get(r.event.id) ?? null,
      mine: {
        requestStatus: r.requestStatus,
        rsvpStatus: r.rsvpStatus,
        fromWaitlist: r.fromWaitlist,
        offerExpiresAt: r.offerExpiresAt,
      },
      faces: accepted ? (faces.get(r.event.id) ?? []).slice(0, 8) : [],
      groupId: accepted ? (groupIds.get(r.event.id) ?? null) : null,
    };
  });
}

// One experience as the viewer may see it: the host card, the viewer's role and request, the
// participants they may see, the group when they belong to it, and the waitlist (how many wait, and
// the viewer's place when they do). Four statements at most, two at a time (ADR 0050): the event
// with its rating and group beside where the viewer stands on it, then the host's card beside the
// participants the viewer may see (none read for a viewer who may see nobody).
export async function eventDetail(opts: { db: Db; viewer: Viewer; eventId: string; now?: Date }) {
  const { db, viewer } = opts;
  const [found, standing] = await Promise.all([
    detailedEvent({ db, eventId: opts.eventId }),
    viewerStanding({ db, eventId: opts.eventId, userId: viewer.userId }),
  ]);
  const row = viewableBy(viewer, found?.row ?? null);
  authorize(canOpenAcrossBlock(viewer, standing.blockedWithHost), notFound(EVENT_NOT_FOUND));
  // Found, since viewableBy refuses a missing event.
  const { averageRating, groupId } = found!;
  const { mine } = standing;
  const [host, participants, home] = await Promise.all([
    hostSummary({ db, hostId: row.createdBy }),
    participantsSeenBy({ db, viewer, event: row, mine }),
    placeOf(db, standing.city),
  ]);
  return {
    showMeetingPoint: canSeeMeetingPoint(viewer, row, mine),
    distanceKm:
      home && row.lat !== null && row.lng !== null ? kmBetween(home, { lat: row.lat, lng: row.lng }) : null,
    row,
    averageRating,
    host,
    role: isHost(viewer, row) ? ("host" as const) : ("seeker" as const),
    mine,
    participants,
    groupId: isMember(viewer, row, mine) ? groupId : null,
    waitlist: standing.waitlist,
    helpOpen:
      isMember(viewer, row, mine) &&
      row.status === "approved" &&
      row.eventStatus !== "cancelled" &&
      helpWindow(row, opts.now ?? new Date()) === "open",
  };
}

// Where a member lives, as a listed city's coordinates (null for a city the list does not know).
async function placeOf(db: Db, city: string | null) {
  return city === null ? null : (await cityIndex(db)).find(city);
}

// Accepted members still thinking about it (no RSVP answer yet).
export async function thinkingParticipants(opts: { db: Db; viewer: Viewer; eventId: string }) {
  const event = await viewableEvent(opts);
  const visible = await visibleParticipants({ db: opts.db, viewer: opts.viewer, event });
  return visible.rows.filter(
    (p) => p.requestStatus === "accepted" && p.rsvpStatus !== "yes" && p.rsvpStatus !== "no",
  );
}

// The event for "Add to calendar": its host and accepted members only.
export async function calendarEvent(opts: { db: Db; viewer: Viewer; eventId: string }) {
  const event = await viewableEvent(opts);
  const visible = await visibleParticipants({ db: opts.db, viewer: opts.viewer, event });
  authorize(canAddToCalendar(opts.viewer, event, visible.mine), forbidden(REQUEST_MESSAGES.notParticipant));
  // The file's own words (the country) in the member's language (ADR 0055); the meeting point by
  // its own rule, so that whoever may add the date never gets more of the place than the page shows.
  return {
    event,
    language: await languageOf(opts.db, opts.viewer.userId),
    showMeetingPoint: canSeeMeetingPoint(opts.viewer, event, visible.mine),
  };
}
