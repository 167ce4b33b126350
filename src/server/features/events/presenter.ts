import type {
  EventDetail,
  EventDto,
  MeetingPoint,
  Participant,
  UpcomingEvent,
} from "../../../shared/contracts/events";
import { roundedKm } from "../../../shared/discovery";
import { isEventOver } from "../../../shared/event-rules";
import type { Language } from "../../../shared/languages";
import type { EventRow } from "../../db/event-columns";
import { imageUrl, type Storage } from "../../platform/storage";
import type { Card, DiscoveredEvent } from "../discovery/service";
import { presentVerification } from "../users/presenter";
import { eventCalendar } from "./calendar";
import type { ParticipantRow } from "./participants";
import type { hostSummary } from "./ratings";

type HostSummary = Awaited<ReturnType<typeof hostSummary>>;

export function presentEvent(
  storage: Storage,
  row: EventRow,
  averageRating: number | null,
  now = new Date(),
): EventDto {
  return {
    _id: row.id,
    name: row.name,
    description: row.description,
    category: row.category,
    customCategory: row.customCategory,
    image: imageUrl(storage, row.image),
    fromDate: row.fromDate.toISOString(),
    toDate: row.toDate.toISOString(),
    time: row.time,
    state: row.state,
    city: row.city,
    location: `${row.city}, ${row.state}`,
    totalSlots: row.totalSlots,
    availableSlots: row.availableSlots,
    cost: row.cost,
    paymentType: row.paymentType,
    createdBy: row.createdBy,
    eventStatus: row.eventStatus,
    status: row.status,
    rejectionReason: row.rejectionReason,
    averageRating,
    isOver: isEventOver(row, now),
    endTime: row.endTime,
    verifiedOnly: row.verifiedOnly,
  };
}

export function presentMeetingPoint(row: EventRow): MeetingPoint | null {
  if (!row.meetingPlace) return null;
  return {
    place: row.meetingPlace,
    address: row.meetingAddress ?? "",
    lat: row.meetingLat,
    lng: row.meetingLng,
  };
}

// A listing card: the event with its rating.
export const presentEventCard = (storage: Storage, card: { row: EventRow; averageRating: number | null }) =>
  presentEvent(storage, card.row, card.averageRating);

export function presentParticipantUser(storage: Storage, user: ParticipantRow["user"]) {
  return {
    _id: user.id,
    name: user.name,
    avatar: imageUrl(storage, user.avatar),
    currentLocation: `${user.currentCity}, ${user.currentCountry}`,
    gender: user.gender,
    ...presentVerification(user),
  };
}

export function presentParticipant(storage: Storage, row: ParticipantRow): Participant {
  return {
    _id: row.id,
    user: presentParticipantUser(storage, row.user),
    requestStatus: row.requestStatus,
    rsvpStatus: row.rsvpStatus,
    fromWaitlist: row.fromWaitlist,
    offerExpiresAt: isoOrNull(row.offerExpiresAt),
  };
}

const isoOrNull = (at: Date | null) => at?.toISOString() ?? null;

/** The caller's own request as the event page and the Upcoming cards show it. */
export const presentMyRequest = (mine: {
  requestStatus: Participant["requestStatus"];
  rsvpStatus: Participant["rsvpStatus"];
  fromWaitlist: boolean;
  offerExpiresAt: Date | null;
}): UpcomingEvent["myRequest"] => ({
  requestStatus: mine.requestStatus,
  rsvpStatus: mine.rsvpStatus,
  fromWaitlist: mine.fromWaitlist,
  offerExpiresAt: isoOrNull(mine.offerExpiresAt),
});

export function presentEventDetail(
  storage: Storage,
  input: {
    row: EventRow;
    averageRating: number | null;
    host: HostSummary;
    role: "host" | "seeker";
    mine: Parameters<typeof presentMyRequest>[0] | null;
    participants: ParticipantRow[];
    groupId: string | null;
    waitlist: { count: number; position: number | null };
    showMeetingPoint: boolean;
    distanceKm: number | null;
    helpOpen: boolean;
  },
): EventDetail {
  return {
    ...presentEvent(storage, input.row, input.averageRating),
    host: {
      _id: input.host.id,
      name: input.host.name,
      avatar: imageUrl(storage, input.host.avatar),
      eventsHosted: input.host.eventsHosted,
      hostRating: input.host.hostRating,
      ...presentVerification(input.host),
    },
    role: input.role,
    myRequest: input.mine && presentMyRequest(input.mine),
    participants: input.participants.map((p) => presentParticipant(storage, p)),
    groupId: input.groupId,
    waitlistPosition: input.waitlist.position,
    waitlistCount: input.waitlist.count,
    meetingPoint: input.showMeetingPoint ? presentMeetingPoint(input.row) : null,
    meetingPointHidden: !input.showMeetingPoint && Boolean(input.row.meetingPlace),
    distanceKm: roundedKm(input.distanceKm),
    helpOpen: input.helpOpen,
  };
}

export function presentUpcoming(
  storage: Storage,
  input: {
    row: EventRow;
    averageRating: number | null;
    mine: Parameters<typeof presentMyRequest>[0];
    faces: ParticipantRow[];
    groupId: string | null;
  },
): UpcomingEvent {
  return {
    ...presentEvent(storage, input.row, input.averageRating),
    myRequest: presentMyRequest(input.mine),
    participants: input.faces.map((p) => presentParticipantUser(storage, p.user)),
    groupId: input.groupId,
    // Only accepted members' cards carry where to meet.
    meetingPoint: input.mine.requestStatus === "accepted" ? presentMeetingPoint(input.row) : null,
  };
}

// A join request waiting on the host (the chat screen's requests tab).
export function presentPendingRequest(
  storage: Storage,
  row: {
    id: string;
    eventId: string;
    eventName: string;
    user: { id: string; name: string; avatar: string | null };
    fromWaitlist: boolean;
    offerExpiresAt: Date | null;
    requestedAt: Date;
  },
) {
  return {
    _id: row.id,
    event: { _id: row.eventId, name: row.eventName },
    user: { _id: row.user.id, name: row.user.name, avatar: imageUrl(storage, row.user.avatar) },
    requestStatus: "requested" as const,
    rsvpStatus: "no" as const,
    fromWaitlist: row.fromWaitlist,
    offerExpiresAt: isoOrNull(row.offerExpiresAt),
    createdAt: row.requestedAt.toISOString(),
  };
}

export const presentCreatedEvent = (row: EventRow) => ({ _id: row.id });

// The .ics file of "Add to calendar", linking back to the event's page at `base`.
// The meeting point goes in only for a member who may see it; the area otherwise.
export function presentCalendarFile(
  file: { event: EventRow; language: Language; showMeetingPoint: boolean },
  base: string,
) {
  const { event, language } = file;
  const meetingPoint = file.showMeetingPoint ? presentMeetingPoint(event) : null;
  return {
    name: `experience-${event.id.slice(0, 8)}.ics`,
    body: eventCalendar(event, { url: `${base}/event/${event.id}`, language, meetingPoint }),
  };
}

// A page of the discovery list: each card as every member sees it, then how far and why for this one.
export function presentDiscoveryPage(
  storage: Storage,
  page: { rows: DiscoveredEvent[]; nextCursor: string | null },
) {
  const now = new Date();
  return {
    data: page.rows.map((r) => {
      const dto = presentedCard(storage, r.card);
      return discoveryCard(dto, isEventOver(r.card, now), r);
    }),
    nextCursor: page.nextCursor,
  };
}

// Discovery keeps a card for some seconds and hands the same one to every member whose page lists
// it: it is presented once while kept, not once per page (the ranked page's dates, picture
// addresses and copies were a tenth of its cost). Only "is it over" moves with the clock.
const presentedCards = new WeakMap<Storage, WeakMap<Card, EventDto>>();

function presentedCard(storage: Storage, card: Card): EventDto {
  let byCard = presentedCards.get(storage);
  if (!byCard) {
    byCard = new WeakMap();
    presentedCards.set(storage, byCard);
  }
  let dto = byCard.get(card);
  if (!dto) {
    dto = presentEvent(storage, card, card.averageRating);
    byCard.set(card, dto);
  }
  return dto;
}

// Written out, not spread: `{ ...dto, distanceKm, reason }` took V8's slow copy for a presented
// card and left 2 KB of garbage per card, a fifth of all a ranked page allocated (measured with
// the sampling heap profiler). The type keeps the two lists of fields the same.
function discoveryCard(
  dto: EventDto,
  isOver: boolean,
  why: Pick<DiscoveredEvent, "distanceKm" | "reasons" | "reason">,
): Required<EventDto> & Pick<DiscoveredEvent, "distanceKm" | "reasons" | "reason"> {
  return {
    _id: dto._id,
    name: dto.name,
    description: dto.description,
    category: dto.category,
    customCategory: dto.customCategory,
    image: dto.image,
    fromDate: dto.fromDate,
    toDate: dto.toDate,
    time: dto.time,
    state: dto.state,
    city: dto.city,
    location: dto.location,
    totalSlots: dto.totalSlots,
    availableSlots: dto.availableSlots,
    cost: dto.cost,
    paymentType: dto.paymentType,
    createdBy: dto.createdBy,
    eventStatus: dto.eventStatus,
    status: dto.status,
    rejectionReason: dto.rejectionReason,
    averageRating: dto.averageRating,
    isOver,
    endTime: dto.endTime,
    verifiedOnly: dto.verifiedOnly,
    distanceKm: why.distanceKm,
    reasons: why.reasons,
    reason: why.reason,
  };
}
