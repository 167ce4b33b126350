import { attendanceMarked, contestDecided } from "../../domain/attendance";
import { subscribe } from "../../platform/events/subscriber";
import { publishNotifications, recordNotification } from "./notifications-service";

// What the inbox does when the host marks who came or an admin decides a contest (ADR 0023, ADR
// 0030): it stores each notification (with its push or email, notifications-service.ts) once per
// event, then puts it on the member's open sockets.

/**
 * A no-show mark is never silent (issue 25 item 12): each member newly marked hears of it, with the
 * way to contest it, and one mark short of the automatic flag is warned before it comes (the
 * marking counted it: `warningDue`). `once` is the marking (its event and moment).
 */
export const notifyNoShows = subscribe(
  "inbox.no-show-marked",
  attendanceMarked,
  async (marking, context, event) => {
    if (marking.noShows.length === 0) return;
    const ids = await context.once(async (tx) => {
      const stored: string[] = [];
      const once = `${marking.eventId}:${event.at.toISOString()}`;
      for (const { userId, warningDue } of marking.noShows) {
        const told = { tx, userId, eventId: marking.eventId, actorId: marking.markedBy, once };
        stored.push(await recordNotification({ ...told, kind: "no_show_marked" }));
        if (warningDue) stored.push(await recordNotification({ ...told, kind: "no_show_warning" }));
      }
      return stored;
    });
    if (ids) await publishNotifications({ db: context.db, realtime: context.realtime, ids });
  },
);

/** The member hears the decision on their contest (no actor: the admin stays unnamed). */
export const notifyContestDecision = subscribe(
  "inbox.contest-decided",
  contestDecided,
  async (decision, context) => {
    const id = await context.once((tx) =>
      recordNotification({
        tx,
        userId: decision.userId,
        eventId: decision.eventId,
        kind: decision.outcome === "upheld" ? "no_show_upheld" : "no_show_overturned",
        once: `${decision.eventId}:contest`,
      }),
    );
    if (id) await publishNotifications({ db: context.db, realtime: context.realtime, ids: [id] });
  },
);

export const inboxAttendanceSubscribers = [notifyNoShows, notifyContestDecision];
