import { directMessageSent } from "../../domain/messages";
import { subscribe } from "../../platform/events/subscriber";
import { queueMessagePush } from "../push/service";
import { queueMessageEmail } from "./message-email";
import { planDelivery } from "./plan";

// How a direct message reaches its recipient outside the app (ADR 0030), once per event each (the
// handled mark: a redelivered event queues nothing again, even after the jobs were pruned).

/** Delivery's subscribers of a direct message, with the app's quiet-hours default. */
export const deliveryMessageSubscribers = ({ quietByDefault }: { quietByDefault: boolean }) => [
  /**
   * By push, when the recipient's preferences push messages and they are not in the app (no open
   * socket): at most once per conversation per window (queueMessagePush, push/service.ts).
   */
  subscribe("push.direct-message", directMessageSent, async (message, context, event) => {
    await context.once(async (tx) => {
      const { messageId, senderId, recipientId } = message;
      // Planned by this process's clock: the event's time is the database's (the message's row).
      const now = new Date();
      const plan = await planDelivery({ tx, userId: recipientId, kind: "message", now, quietByDefault });
      if (plan.channel !== "push" || (await context.realtime.isConnected(recipientId))) return;
      // The event happened when the message was stored: its window is the message's.
      const sent = { id: messageId, senderId, recipientId, createdAt: event.at };
      await queueMessagePush({ db: tx, message: sent, runAt: plan.runAt });
    });
  }),
  /**
   * By email, when the recipient's preferences send messages by email (no push): the digest of the
   * chat's unread messages is queued whether or not they have the app open, since its job sends
   * nothing once the chat is read (message-email.ts plans on its own, keyed by the stretch's first
   * message).
   */
  subscribe("email.direct-message", directMessageSent, async ({ senderId, recipientId }, context) => {
    await context.once((tx) => queueMessageEmail({ db: tx, senderId, recipientId, quietByDefault }));
  }),
];
