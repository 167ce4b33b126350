import { requestCreated } from "../../domain/requests";
import { subscribe } from "../../platform/events/subscriber";
import { publishNotifications, recordNotification } from "./notifications-service";

// What the inbox does when things happen (ADR 0030): it stores the notification (with its push or
// email, notifications-service.ts) once per event, then puts it on the member's open sockets.

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

export const inboxRequestSubscribers = [notifyHostOfRequest];
