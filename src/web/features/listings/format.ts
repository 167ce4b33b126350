import type { EventDto, Participant } from "@shared/contracts/events";
import { todayInIndia } from "@shared/event-rules";
import { TEXTS } from "@shared/messages";
import { formatDateRange } from "../../components/event-summary-card";

/**
 * The event's days as members in India read them ("04 Dec 2026 – 05 Dec 2026"), whatever the
 * viewer's own time zone: the server sends instants, the experience happens in India.
 */
export function eventDays(event: Pick<EventDto, "fromDate" | "toDate">): string {
  const day = (iso: string) => {
    const date = new Date(iso);
    return Number.isNaN(date.getTime()) ? "" : todayInIndia(date);
  };
  return formatDateRange(day(event.fromDate), day(event.toDate));
}

/** "07:30" reads "7:30 AM". */
export function formatTime(time: string): string {
  const match = /^(\d{1,2}):(\d{2})/.exec(time);
  if (!match) return time;
  const hours = Number(match[1]);
  const suffix = hours < 12 ? "AM" : "PM";
  return `${hours % 12 || 12}:${match[2]} ${suffix}`;
}

/** "3 of 8 slots left" (one slot reads "1 of 8 slots left" too: the total is what is counted). */
export function slotsLeftText(availableSlots: number, totalSlots: number): string {
  return `${availableSlots} of ${totalSlots} slots left`;
}

export type BadgeTone = "amber" | "green" | "red" | "gray";

/** SPEC 4 "Listing approval" and "Event status", as the host reads them. */
export function approvalBadge(event: Pick<EventDto, "status" | "eventStatus">): {
  label: string;
  tone: BadgeTone;
} {
  if (event.eventStatus === "cancelled") return { label: TEXTS.cancelledByYou, tone: "gray" };
  if (event.status === "approved") return { label: TEXTS.listed, tone: "green" };
  if (event.status === "rejected") return { label: TEXTS.rejected, tone: "red" };
  return { label: TEXTS.pendingApproval, tone: "amber" };
}

/** "4.5" for a rating, "N/A" when there is none yet. */
export function ratingText(rating: number | null | undefined): string {
  return rating === null || rating === undefined ? TEXTS.notAvailable : rating.toFixed(1);
}

/**
 * SPEC 2 "Joined-event detail": Seekers are pending requests, Going the accepted members who said
 * yes, Thinking About It the accepted members who have not answered yet. Members who said no, and
 * rejected applicants, are in none of the lists.
 */
export function groupParticipants(participants: Participant[]) {
  return {
    seekers: participants.filter((p) => p.requestStatus === "requested"),
    going: participants.filter((p) => p.requestStatus === "accepted" && p.rsvpStatus === "yes"),
    thinking: participants.filter((p) => p.requestStatus === "accepted" && p.rsvpStatus === "maybe"),
  };
}
