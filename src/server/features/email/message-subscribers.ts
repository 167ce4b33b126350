import { directMessageSent } from "../../domain/messages";
import { subscribe } from "../../platform/events/subscriber";
import { queueMessageEmail } from "./message-digest";

// What email does when a member sends another a direct message (ADR 0030): when the recipient's
// preferences send messages by email (no push), the digest of the chat's unread messages is queued,
// whether or not they have the app open: the job sends nothing once the chat is read
// (message-digest.ts, which plans on its own and keys the job by the stretch's first message). Once
// per event, with the handled mark.
export const emailDirectMessage = subscribe(
  "email.direct-message",
  directMessageSent,
  async (message, context) => {
    await context.once((tx) =>
      queueMessageEmail({ db: tx, senderId: message.senderId, recipientId: message.recipientId }),
    );
  },
);

export const emailMessageSubscribers = [emailDirectMessage];
