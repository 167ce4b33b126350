import type { EventDetail } from "@shared/contracts/events";
import {
  joinRefusal,
  nextVerificationStep,
  type TrustMember,
  WOMEN_ONLY_CATEGORY,
} from "@shared/trust-rules";
import { deadlineIn } from "../../lib/event-times-in-words";
import type { Language, Translate } from "../../lib/i18n";

export { WOMEN_ONLY_CATEGORY };

export type EventAction = {
  /** The button's text. */
  label: string;
  /**
   * "join" (Request to join) and "waitlist" (Join the waitlist) can be pressed; "waitlisted" shows
   * the member's place with a way off the waitlist; "waiting" is a join that waits for the profile;
   * "verify" leads to the check the member still needs (`to`) before they may ask.
   */
  kind: "join" | "waitlist" | "waitlisted" | "waiting" | "verify" | "done" | "closed";
  /** A line under the button explaining why it cannot be pressed. */
  note?: string;
  /** Where "verify" leads. */
  to?: string;
};

export type ActionViewer = {
  userId: string | null;
  /** The viewer's gender and checks; undefined while the profile loads or when it could not load. */
  member: TrustMember | undefined;
  /** True while the viewer's profile is still loading. */
  memberPending: boolean;
};

const CHECK_PATHS = { phone: "/profile/phone", photo: "/profile/photo" } as const;

/** SPEC 4 "Role per event": the host is the member who created the event. */
export function isEventHost(event: Pick<EventDetail, "role" | "createdBy">, userId: string | null): boolean {
  return event.role === "host" || (userId !== null && event.createdBy === userId);
}

/**
 * What a member offered a seat from the waitlist is told (issue 25 item 11): the host has their
 * request, until when.
 */
function offeredNote(t: Translate<"event">, language: Language, deadline: string | null): string {
  const when = deadline ? deadlineIn(language, deadline) : "";
  return when ? t("offeredUntil", { when }) : t("offeredNote");
}

/**
 * The action button of /event/{eventId} by role and state (SPEC 2, 4):
 * host: "Event created by you", or "Cancelled by you" once cancelled;
 * seeker: while ongoing and not over "Request to join" → "Request sent" → "Joined";
 * otherwise the status text ("completed", "cancelled"), or "Event ended" once over.
 * Beyond the SPEC, the server's own refusals are shown before a member tries: a women-only trip for a
 * viewer who is not a woman, and the check a member still needs for a women-only trip (the photo) or
 * a "Verified members only" listing (ADR 0047), with the way to it. A full event offers its waitlist, and a member on it sees their place
 * (ADR 0022); a member with a request or a seat never sees "Join the waitlist". The words are the
 * event area's in the member's language (`t`).
 */
export function eventAction(
  event: Pick<
    EventDetail,
    | "role"
    | "createdBy"
    | "eventStatus"
    | "status"
    | "isOver"
    | "myRequest"
    | "category"
    | "verifiedOnly"
    | "availableSlots"
    | "waitlistPosition"
  >,
  viewer: ActionViewer,
  t: Translate<"event">,
  language: Language,
): EventAction {
  if (isEventHost(event, viewer.userId)) {
    return event.eventStatus === "cancelled"
      ? { label: t("cancelledByYou"), kind: "closed" }
      : { label: t("createdByYou"), kind: "closed" };
  }
  if (event.eventStatus !== "ongoing")
    return { label: t("eventStatus", { status: event.eventStatus }), kind: "closed" };
  if (event.isOver) return { label: t("eventEnded"), kind: "closed" };
  // Only admins see a listing that is not approved yet; nobody can join it.
  if (event.status === "pending") return { label: t("pendingApproval"), kind: "closed" };
  if (event.status === "rejected") return { label: t("rejected"), kind: "closed" };

  const request = event.myRequest?.requestStatus;
  if (request === "accepted") return { label: t("joined"), kind: "done" };
  if (request === "requested") {
    return event.myRequest?.fromWaitlist
      ? {
          label: t("requestSent"),
          kind: "done",
          note: offeredNote(t, language, event.myRequest.offerExpiresAt),
        }
      : { label: t("requestSent"), kind: "done" };
  }
  if (request === "rejected") return { label: t("requestDeclined"), kind: "closed" };
  if (event.waitlistPosition !== null) {
    return {
      label: t("waitlistPosition", { position: event.waitlistPosition }),
      kind: "waitlisted",
      note: t("waitlistedNote"),
    };
  }

  const full = event.availableSlots <= 0;
  if (event.category === WOMEN_ONLY_CATEGORY || event.verifiedOnly) {
    if (viewer.memberPending)
      return { label: full ? t("joinWaitlist") : t("requestToJoin"), kind: "waiting" };
    // An unknown member (profile failed to load) may still ask: the server has the last word.
    const refusal = viewer.member && joinRefusal(event, viewer.member);
    if (refusal === "womenOnly") {
      return { label: t("womenOnly"), kind: "closed", note: t("womenOnlyNote") };
    }
    if (refusal === "needsPhoto") {
      return {
        label: t("needsPhotoLabel"),
        kind: "verify",
        note: t("needsPhotoNote"),
        to: CHECK_PATHS.photo,
      };
    }
    if (refusal === "needsVerification" && viewer.member) {
      return {
        label: t("needsVerificationLabel"),
        kind: "verify",
        note: t("needsVerificationNote"),
        to: CHECK_PATHS[nextVerificationStep(viewer.member) ?? "photo"],
      };
    }
  }
  if (full) return { label: t("joinWaitlist"), kind: "waitlist", note: t("waitlistNote") };
  return { label: t("requestToJoin"), kind: "join" };
}

/** "Add to calendar" is for the host and accepted members of an event that is still to come. */
export function canAddToCalendar(
  event: Pick<EventDetail, "role" | "createdBy" | "eventStatus" | "isOver" | "myRequest">,
  userId: string | null,
): boolean {
  if (event.eventStatus === "cancelled" || event.isOver) return false;
  return isEventHost(event, userId) || event.myRequest?.requestStatus === "accepted";
}
