import type { Tx } from "../../db/client";
import {
  memberWithdrawn,
  offerLapsed,
  requestAccepted,
  requestCreated,
  requestRejected,
  seatOffered,
} from "../../domain/requests";
import { type SubscriberContext, subscribe } from "../../platform/events/subscriber";
import { publishNotifications, recordNotification } from "./notifications-service";

// What the inbox does when things happen to requests and the waitlist (ADR 0030): it stores each
// notification (with its push or email, notifications-service.ts) once per event, then puts it on
// the members' open sockets. `once` (the notification's) is the request, or the listing for a
// cancellation: what the notification tells happens to it once.

/** Stores the notifications `store` writes, once per event and subscriber, then publishes them. */
async function tell(context: SubscriberContext, store: (tx: Tx) => Promise<string[]>): Promise<void> {
  const ids = await context.once(store);
  if (ids) await publishNotifications({ db: context.db, realtime: context.realtime, ids });
}

/** The host hears of a request to join their experience. */
export const notifyHostOfRequest = subscribe(
  "inbox.request-received",
  requestCreated,
  async (request, context) => {
    const id = await context.once((tx) =>
      recordNotification({
        tx,
        userId: request.hostId,
        kind: "request_received",
        eventId: request.eventId,
        actorId: request.seekerId,
        once: request.requestId,
      }),
    );
    if (id) await publishNotifications({ db: context.db, realtime: context.realtime, ids: [id] });
  },
);

/** The seeker hears the host accepted them. */
export const notifySeekerOfAcceptance = subscribe(
  "inbox.request-accepted",
  requestAccepted,
  async (request, context) => {
    await tell(context, async (tx) => [
      await recordNotification({
        tx,
        userId: request.seekerId,
        kind: "request_accepted",
        eventId: request.eventId,
        once: request.requestId,
      }),
    ]);
  },
);

/** The seeker hears the host declined them. */
export const notifySeekerOfRejection = subscribe(
  "inbox.request-rejected",
  requestRejected,
  async (request, context) => {
    await tell(context, async (tx) => [
      await recordNotification({
        tx,
        userId: request.seekerId,
        kind: "request_rejected",
        eventId: request.eventId,
        once: request.requestId,
      }),
    ]);
  },
);

/** The first member waiting hears a seat is theirs, held for the host's answer (ADR 0022). */
export const notifySeekerOfOffer = subscribe(
  "inbox.waitlist-offered",
  seatOffered,
  async (offer, context, event) => {
    await tell(context, async (tx) => [
      await recordNotification({
        tx,
        userId: offer.seekerId,
        kind: "waitlist_offered",
        eventId: offer.eventId,
        once: offer.requestId,
        now: event.at,
      }),
    ]);
  },
);

/** The host hears of the request an offer from the waitlist made, as of any request to join. */
export const notifyHostOfOffer = subscribe(
  "inbox.waitlist-request-received",
  seatOffered,
  async (offer, context, event) => {
    await tell(context, async (tx) => [
      await recordNotification({
        tx,
        userId: offer.hostId,
        kind: "request_received",
        eventId: offer.eventId,
        actorId: offer.seekerId,
        once: offer.requestId,
        now: event.at,
      }),
    ]);
  },
);

/** The member hears the host let their offer lapse (they may wait again). */
export const notifySeekerOfLapse = subscribe(
  "inbox.waitlist-offer-expired",
  offerLapsed,
  async (offer, context, event) => {
    await tell(context, async (tx) => [
      await recordNotification({
        tx,
        userId: offer.seekerId,
        kind: "waitlist_offer_expired",
        eventId: offer.eventId,
        once: offer.requestId,
        now: event.at,
      }),
    ]);
  },
);

/** The seat holders of a withdrawn member's listings hear they are cancelled (ADR 0014). */
export const notifySeatHoldersOfWithdrawal = subscribe(
  "inbox.withdrawal-cancelled",
  memberWithdrawn,
  async (withdrawal, context) => {
    if (withdrawal.seatHolders.length === 0) return;
    await tell(context, async (tx) => {
      const stored: string[] = [];
      for (const seat of withdrawal.seatHolders) {
        stored.push(
          await recordNotification({
            tx,
            userId: seat.userId,
            kind: "event_cancelled",
            eventId: seat.eventId,
            once: seat.eventId,
          }),
        );
      }
      return stored;
    });
  },
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
