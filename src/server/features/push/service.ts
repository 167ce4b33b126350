import { and, desc, eq } from "drizzle-orm";
import type { PushPayload } from "../../../shared/contracts/push";
import type { Language } from "../../../shared/languages";
import { PUSH_MESSAGES } from "../../../shared/texts";
import type { VapidConfig } from "../../config";
import type { Db } from "../../db/client";
import { chatReads, messages, users } from "../../db/schema";
import { appName, say } from "../../platform/i18n/words";
import type { PayloadOf } from "../../platform/jobs/define-job";
import { enqueue } from "../../platform/jobs/queue";
import type { NamedListing } from "../inbox/notification-rows";
import type { DeliveredNotification } from "../inbox/notifications-service";
import { threadKey } from "../inbox/read-marks-service";
import { pushMessage } from "./jobs";
import { pushEndpointAllowed } from "./policy";
import { PushServiceError, sendPush } from "./sender";
import { removeExpired, subscriptionsOf } from "./subscriptions-service";

export type PushDeps = {
  db: Db;
  vapid: VapidConfig;
  /** http to this machine's loopback is a push service (the tests'); see policy.ts. */
  loopback: boolean;
};

/** Direct messages push at most once per conversation in this window. */
export const MESSAGE_PUSH_WINDOW_MS = 10 * 60_000;

// After a direct message is stored, for a recipient with no open socket whose preferences let
// messages push and who has a device (the caller planned it: `runAt` is the end of the quiet hours
// the recipient is in, if any): one push per conversation per 10-minute window (the window is in
// the dedup key, so the first message of a window pushes and the next ones in it queue nothing). In
// the recipient's quiet hours the push waits for their end, and the key names that quiet period
// instead: a night's messages from one sender make one push in the morning, which tells the latest
// of them (sendMessagePush). Without push, messages go by email instead (email/message-digest.ts).
export async function queueMessagePush(opts: {
  db: Db;
  message: { id: string; senderId: string; recipientId: string; createdAt: Date };
  runAt: Date | undefined;
}): Promise<void> {
  const { db, message, runAt } = opts;
  const thread = `push:message:${message.senderId}:${message.recipientId}`;
  const window = Math.floor(message.createdAt.getTime() / MESSAGE_PUSH_WINDOW_MS);
  await enqueue(
    db,
    pushMessage.input(
      // Held for quiet hours, it tells the latest message when it leaves, not this first one.
      runAt ? { messageId: message.id, latest: true } : { messageId: message.id },
      { dedupKey: runAt ? `${thread}:quiet:${runAt.getTime()}` : `${thread}:${window}`, runAt },
    ),
  );
}

/** A notification, as delivery found it still true, to the member's devices. */
export function sendNotificationPush(
  deps: PushDeps,
  notification: DeliveredNotification,
): Promise<"sent" | "no-device" | "skipped"> {
  return pushToMember(deps, notification.userId, {
    title: notification.headline ?? appName(),
    body: notification.text,
    ...opening(notification.listings, notification.link),
    // One notification per screen on the device: a second request from the same seeker replaces it.
    tag: notification.link,
  });
}

/**
 * What a push opens: a notification naming listings (the weekly digest) opens the first's page on
 * tap and offers the others as buttons, so every listing it names is a tap away (issue 41); any
 * other opens its link.
 */
export function opening(
  listings: readonly NamedListing[],
  link: string,
): Pick<PushPayload, "url" | "actions"> {
  const [first, ...others] = listings;
  if (!first) return { url: link };
  if (others.length === 0) return { url: first.path };
  return {
    url: first.path,
    actions: others.map((l, k) => ({ action: `listing-${k + 1}`, title: l.name, url: l.path })),
  };
}

/**
 * A direct message to its recipient's devices (or, held for quiet hours, the sender's latest to
 * them): the chat it was in, and whether it reached a device; null when there was nothing to tell.
 */
export async function sendMessagePush(
  deps: PushDeps,
  { messageId, latest }: PayloadOf<typeof pushMessage>,
): Promise<{ senderId: string; recipientId: string; outcome: "sent" | "no-device" | "skipped" } | null> {
  const [queued] = await deps.db
    .select({ id: messages.id, senderId: messages.senderId, recipientId: messages.recipientId })
    .from(messages)
    .where(eq(messages.id, messageId));
  if (!queued?.recipientId) return null;
  // A push held by quiet hours stands for the night's messages from the sender: it tells the
  // latest of them when it leaves. Otherwise, the message that queued it.
  const [message] = await deps.db
    .select({
      senderId: messages.senderId,
      recipientId: messages.recipientId,
      content: messages.content,
      createdAt: messages.createdAt,
      senderName: users.name,
    })
    .from(messages)
    .innerJoin(users, eq(users.id, messages.senderId))
    .where(
      latest
        ? and(eq(messages.senderId, queued.senderId), eq(messages.recipientId, queued.recipientId))
        : eq(messages.id, queued.id),
    )
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(1);
  if (!message?.recipientId) return null;
  // Read on another device before the push left: nothing new to tell.
  const [read] = await deps.db
    .select({ readAt: chatReads.readAt })
    .from(chatReads)
    .where(
      and(
        eq(chatReads.userId, message.recipientId),
        eq(chatReads.thread, threadKey({ kind: "user", id: message.senderId })),
      ),
    );
  if (read && read.readAt >= message.createdAt) return null;
  const url = `/chats/user/${message.senderId}`;
  const outcome = await pushToMember(deps, message.recipientId, (language) => ({
    title: say(language, "push.directMessageTitle", { who: message.senderName }),
    body: PUSH_MESSAGES.directMessageBody(message.content),
    url,
    tag: url,
  }));
  return { senderId: message.senderId, recipientId: message.recipientId, outcome };
}

// To every device of the member (gone or banned members get nothing), in the member's language
// (ADR 0055): a payload written here is given the language the member's row holds now. A device whose push service
// answers 404/410 dropped its subscription: it is removed. Any other failure throws after the
// others were tried, so the queue retries the job with its backoff; a retry sends again to devices
// that had it (the tag makes the device show it once).
export async function pushToMember(
  deps: PushDeps,
  userId: string,
  words: PushPayload | ((language: Language) => PushPayload),
): Promise<"sent" | "no-device" | "skipped"> {
  // Whether to push, in what words and where: two columns, not the member's whole row, asked with the
  // devices at once. On PGlite each statement waits its turn on one thread, behind every request's:
  // a push asked one after the other waited twice (issue 39, join -> push with ten joins at once).
  const [[user], devices] = await Promise.all([
    deps.db
      .select({ isBanned: users.isBanned, language: users.language })
      .from(users)
      .where(eq(users.id, userId)),
    subscriptionsOf(deps.db, userId),
  ]);
  if (!user || user.isBanned) return "skipped";
  const payload = typeof words === "function" ? words(user.language) : words;
  let sent = 0;
  // A subscription the rule refuses today (made before it tightened) is never posted to: removed.
  const failures: unknown[] = [];
  await Promise.all(
    devices.map(async (device) => {
      try {
        if (!pushEndpointAllowed(device.endpoint, { loopback: deps.loopback })) {
          await removeExpired(deps.db, device);
          return;
        }
        const outcome = await sendPush(deps.vapid, device, payload);
        if (outcome === "gone") await removeExpired(deps.db, device);
        else sent += 1;
      } catch (error) {
        failures.push(error);
      }
    }),
  );
  if (failures.length > 0) {
    const first = failures[0];
    throw new PushServiceError(
      `${failures.length} of ${devices.length} devices failed: ${first instanceof Error ? first.message : String(first)}`,
    );
  }
  return sent > 0 ? "sent" : "no-device";
}
