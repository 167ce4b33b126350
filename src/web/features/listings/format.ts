import type { EventDto, Participant } from "@shared/contracts/events";
import { TEXTS } from "../../lib/texts";

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
