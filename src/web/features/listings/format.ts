import type { EventDto, Participant } from "@shared/contracts/events";
import { formatNumber, type Language, type MessageKey, type Translate } from "../../lib/i18n";

// The listings' lines that are counts or states, in the member's language (the `listings` area).

/** "3 of 8 slots left" (one slot reads "1 of 8 slots left" too in English: the total is what is counted). */
export function slotsLeftText(t: Translate<"listings">, availableSlots: number, totalSlots: number): string {
  return t("slotsLeft", { available: availableSlots, total: totalSlots });
}

/** "Rs. 2400 per person" for an admission fee, otherwise how the cost is shared ("Go dutch"). */
export function costText(
  t: Translate<"listings">,
  language: Language,
  event: Pick<EventDto, "paymentType" | "cost">,
): string {
  // The SPEC's English writes the fee without grouping ("Rs. 2400"); the digits stay Latin either way.
  const amount = formatNumber(language, event.cost, { useGrouping: false });
  return t("costValue", { paymentType: event.paymentType, amount });
}

export type BadgeTone = "amber" | "green" | "red" | "gray";

/** SPEC 4 "Listing approval" and "Event status", as the host reads them. */
export function approvalBadge(event: Pick<EventDto, "status" | "eventStatus">): {
  label: MessageKey<"listings">;
  tone: BadgeTone;
} {
  if (event.eventStatus === "cancelled") return { label: "cancelledByYou", tone: "gray" };
  if (event.status === "approved") return { label: "listed", tone: "green" };
  if (event.status === "rejected") return { label: "rejected", tone: "red" };
  return { label: "pendingApproval", tone: "amber" };
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
