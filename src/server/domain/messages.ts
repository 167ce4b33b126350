import { z } from "zod";
import { defineEvent } from "../platform/events/define-event";

// Messages between members (ADR 0030). A direct message is recorded by the chat feature
// (direct-service.ts) as it is stored; its frame to both members' sockets is the message itself and
// leaves from the use case, while reaching the recipient outside the app is a consequence: a push
// or an email of the chat's unread messages, as their preferences choose
// (features/delivery/message-subscribers.ts). A group message has no consequence beyond its frame,
// so it records no event.

/** A member sent another a direct message; the event happened when the message was stored. */
export const directMessageSent = defineEvent({
  type: "direct-message.sent",
  data: z.object({ messageId: z.uuid(), senderId: z.uuid(), recipientId: z.uuid() }),
});
