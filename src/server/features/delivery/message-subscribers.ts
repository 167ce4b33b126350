import { directMessageSent } from "../../domain/messages";
import { subscribe } from "../../platform/events/subscriber";
import { planDelivery } from "../preferences/delivery";
import { queueMessagePush } from "./service";

// What push does when a member sends another a direct message (ADR 0030): when the recipient's
// preferences push messages and they are not in the app (no open socket), the message goes to their
// devices, at most once per conversation per window (queueMessagePush, service.ts). Once per event:
// the job's dedup key already queues nothing twice, and the handled mark makes a redelivered event
// skip the planning too.
export const pushDirectMessage = subscribe(
  "push.direct-message",
  directMessageSent,
  async (message, context, event) => {
    await context.once(async (tx) => {
      const { messageId, senderId, recipientId } = message;
      const plan = await planDelivery({ tx, userId: recipientId, kind: "message", now: new Date() });
      if (plan.channel !== "push" || (await context.realtime.isConnected(recipientId))) return;
      // The event happened when the message was stored: its window is the message's.
      const sent = { id: messageId, senderId, recipientId, createdAt: event.at };
      await queueMessagePush({ db: tx, message: sent, runAt: plan.runAt });
    });
  },
);

export const pushMessageSubscribers = [pushDirectMessage];
