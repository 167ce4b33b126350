import { attendanceMarked, contestDecided } from "../../domain/attendance";
import type { Notice } from "./notifications-service";
import { notifyOn } from "./notify";

// What the inbox tells when the host marks who came or an admin decides a contest (ADR 0023,
// ADR 0030).

/**
 * A no-show mark is never silent (issue 25 item 12): each member newly marked hears of it, with the
 * way to contest it, and one mark short of the automatic flag is warned before it comes (the
 * marking counted it: `warningDue`). `once` is the marking (its event and moment).
 */
export const notifyNoShows = notifyOn("inbox.no-show-marked", attendanceMarked, (marking, event) => {
  const once = `${marking.eventId}:${event.at.toISOString()}`;
  return marking.noShows.flatMap(({ userId, warningDue }): Notice[] => {
    const told = { userId, eventId: marking.eventId, actorId: marking.markedBy, once };
    return [
      { ...told, kind: "no_show_marked" },
      ...(warningDue ? [{ ...told, kind: "no_show_warning" as const }] : []),
    ];
  });
});

/** The member hears the decision on their contest (no actor: the admin stays unnamed). */
export const notifyContestDecision = notifyOn("inbox.contest-decided", contestDecided, (decision) => [
  {
    userId: decision.userId,
    eventId: decision.eventId,
    kind: decision.outcome === "upheld" ? "no_show_upheld" : "no_show_overturned",
    once: `${decision.eventId}:contest`,
  },
]);

export const inboxAttendanceSubscribers = [notifyNoShows, notifyContestDecision];
