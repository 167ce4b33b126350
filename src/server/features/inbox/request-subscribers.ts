import {
  memberWithdrawn,
  offerLapsed,
  requestAccepted,
  requestCreated,
  requestRejected,
  seatOffered,
} from "../../domain/requests";
import { notifyOn } from "./notify";

// What the inbox tells when things happen to requests and the waitlist (ADR 0030). `once` is the
// request, or the listing for a cancellation: what the notification tells happens to it once.

/** The host's notice of a request to join, asked by a member or made by an offer of the waitlist. */
const requestReceived = (request: {
  hostId: string;
  eventId: string;
  seekerId: string;
  requestId: string;
}) => [
  {
    userId: request.hostId,
    kind: "request_received" as const,
    eventId: request.eventId,
    actorId: request.seekerId,
    once: request.requestId,
  },
];

/** The host hears of a request to join their experience. */
export const notifyHostOfRequest = notifyOn("inbox.request-received", requestCreated, requestReceived);

/** The seeker hears the host accepted them. */
export const notifySeekerOfAcceptance = notifyOn("inbox.request-accepted", requestAccepted, (request) => [
  { userId: request.seekerId, kind: "request_accepted", eventId: request.eventId, once: request.requestId },
]);

/** The seeker hears the host declined them. */
export const notifySeekerOfRejection = notifyOn("inbox.request-rejected", requestRejected, (request) => [
  { userId: request.seekerId, kind: "request_rejected", eventId: request.eventId, once: request.requestId },
]);

/** The first member waiting hears a seat is theirs, held for the host's answer (ADR 0022). */
export const notifySeekerOfOffer = notifyOn("inbox.waitlist-offered", seatOffered, (offer) => [
  { userId: offer.seekerId, kind: "waitlist_offered", eventId: offer.eventId, once: offer.requestId },
]);

/** The host hears of the request an offer from the waitlist made, as of any request to join. */
export const notifyHostOfOffer = notifyOn("inbox.waitlist-request-received", seatOffered, requestReceived);

/** The member hears the host let their offer lapse (they may wait again). */
export const notifySeekerOfLapse = notifyOn("inbox.waitlist-offer-expired", offerLapsed, (offer) => [
  { userId: offer.seekerId, kind: "waitlist_offer_expired", eventId: offer.eventId, once: offer.requestId },
]);

/** The seat holders of a withdrawn member's listings hear they are cancelled (ADR 0014). */
export const notifySeatHoldersOfWithdrawal = notifyOn(
  "inbox.withdrawal-cancelled",
  memberWithdrawn,
  (withdrawal) =>
    withdrawal.seatHolders.map((seat) => ({
      userId: seat.userId,
      kind: "event_cancelled",
      eventId: seat.eventId,
      once: seat.eventId,
    })),
);

export const inboxRequestSubscribers = [
  notifyHostOfRequest,
  notifySeekerOfAcceptance,
  notifySeekerOfRejection,
  notifySeekerOfOffer,
  notifyHostOfOffer,
  notifySeekerOfLapse,
  notifySeatHoldersOfWithdrawal,
];
