import type { Db } from "../../db/client";
import { enqueue } from "../../platform/jobs/queue";
import { emailMessages } from "../email/jobs";
import { firstUnreadMessage, MESSAGE_EMAIL_DELAY_MS } from "../email/message-digest";
import { planDelivery } from "./plan";

/**
 * After a direct message is stored (or its push found no device left): when the recipient's
 * preferences send messages by email, queues the digest of the chat's unread stretch
 * (email/message-digest.ts), keyed by its first message, to run half an hour after that message, or
 * when the recipient's quiet hours end if that half hour falls in them. Later messages of the
 * stretch find the job queued (or sent) and add nothing. It plans on its own, at the time the email
 * is due, so either caller may simply call it.
 */
export async function queueMessageEmail(opts: {
  db: Db;
  senderId: string;
  recipientId: string;
  quietByDefault: boolean;
}): Promise<void> {
  const { db, senderId, recipientId } = opts;
  const first = await firstUnreadMessage(db, senderId, recipientId);
  // Read already (on another device, in the same instant): nothing waits.
  if (!first) return;
  const dueAt = new Date(first.createdAt.getTime() + MESSAGE_EMAIL_DELAY_MS);
  // Quiet hours are judged when the email is due, not now: a message at 21:45 waits for the morning.
  const plan = await planDelivery({
    tx: db,
    userId: recipientId,
    kind: "message",
    now: dueAt,
    quietByDefault: opts.quietByDefault,
  });
  if (plan.channel !== "email") return;
  await enqueue(
    db,
    emailMessages.input(
      { firstMessageId: first.id },
      { dedupKey: `email:message:${senderId}:${recipientId}:${first.id}`, runAt: plan.runAt ?? dueAt },
    ),
  );
}
