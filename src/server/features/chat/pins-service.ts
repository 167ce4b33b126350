import { eq } from "drizzle-orm";
import { PIN_MESSAGES } from "../../../shared/texts";
import type { Db } from "../../db/client";
import { personColumns } from "../../db/member-columns";
import { groups, messages, users } from "../../db/schema";
import { authorize, forbidden, notFound } from "../../platform/errors";
import type { Realtime } from "../../platform/realtime-events";
import type { Storage } from "../../platform/storage";
import { memberGroup } from "./group-service";
import { canPin, canPinMessage } from "./policy";
import type { PinnedRow } from "./rows";
import { presentPinnedMessage } from "./thread-presenter";

// The one message the host pins to the top of the group (issue 28 item 4), beside the meeting point
// the group's header already has from the listing. It is `groups.pinned_message_id`: pinning another
// replaces it, and the message gone (its sender's account erased) takes the pin with it.

async function readPinned(db: Db, groupId: string): Promise<PinnedRow | null> {
  const [row] = await db
    .select({
      id: messages.id,
      content: messages.content,
      image: messages.image,
      createdAt: messages.createdAt,
      sender: personColumns(users),
    })
    .from(groups)
    .innerJoin(messages, eq(messages.id, groups.pinnedMessageId))
    .innerJoin(users, eq(users.id, messages.senderId))
    .where(eq(groups.id, groupId));
  return row ?? null;
}

/** The group's pinned message, for its members (host and accepted members). */
export async function pinnedMessage(opts: { db: Db; viewerId: string; eventId: string }) {
  const { groupId } = await memberGroup(opts.db, opts.viewerId, opts.eventId);
  return readPinned(opts.db, groupId);
}

/**
 * Pins one of the group's messages (`messageId`), or with null takes the pin down: the host only.
 * A message of another group or conversation is not found here. The members' screens hear of it
 * on their sockets.
 */
export async function setPinnedMessage(opts: {
  db: Db;
  realtime: Realtime;
  storage: Storage;
  viewerId: string;
  eventId: string;
  messageId: string | null;
}): Promise<PinnedRow | null> {
  const { db, viewerId, eventId, messageId } = opts;
  const { groupId, hostId } = await memberGroup(db, viewerId, eventId);
  authorize(canPin(viewerId, hostId), forbidden(PIN_MESSAGES.hostOnly));
  if (messageId !== null) {
    const [message] = await db
      .select({ groupId: messages.groupId, content: messages.content, image: messages.image })
      .from(messages)
      .where(eq(messages.id, messageId));
    authorize(canPinMessage(message, groupId), notFound(PIN_MESSAGES.notInGroup));
  }
  await db.update(groups).set({ pinnedMessageId: messageId }).where(eq(groups.id, groupId));
  const pinned = messageId === null ? null : await readPinned(db, groupId);
  await opts.realtime.publish({
    type: "group-pinned",
    groupId,
    eventId,
    pinned: pinned && presentPinnedMessage(opts.storage, pinned),
  });
  return pinned;
}
