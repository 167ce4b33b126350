import { and, eq } from "drizzle-orm";
import { isReaction } from "../../../shared/reactions";
import { REACTION_MESSAGES } from "../../../shared/texts";
import type { Db } from "../../db/client";
import { messageReactions } from "../../db/schema";
import { authorize, badRequest, notFound } from "../../platform/errors";
import type { Realtime } from "../../platform/realtime-events";
import { type ReactionRow, reactionsOn } from "./message-extras";
import { groupReactions } from "./message-extras-presenter";
import { canReact } from "./message-policy";
import { visibleMessage } from "./visible-message";

// Reactions on messages (issue 28 item 2): a member of the conversation puts one of the fixed set on
// a message, or takes it off. Asking for what already is changes nothing (the row's key is message,
// member and reaction); a change goes to every member of the conversation at once.

export async function reactToMessage(opts: {
  db: Db;
  realtime: Realtime;
  viewerId: string;
  messageId: string;
  reaction: string | undefined;
  on: boolean | undefined;
}): Promise<ReactionRow[]> {
  const { db, viewerId, messageId, reaction } = opts;
  if (!isReaction(reaction)) throw badRequest(REACTION_MESSAGES.unknown);
  const message = await visibleMessage({ db, viewerId, messageId, intent: "sending" });
  authorize(canReact(message), notFound(REACTION_MESSAGES.notFound));
  const changed =
    opts.on === false
      ? await db
          .delete(messageReactions)
          .where(
            and(
              eq(messageReactions.messageId, messageId),
              eq(messageReactions.userId, viewerId),
              eq(messageReactions.reaction, reaction),
            ),
          )
          .returning({ reaction: messageReactions.reaction })
      : await db
          .insert(messageReactions)
          .values({ messageId, userId: viewerId, reaction })
          .onConflictDoNothing()
          .returning({ reaction: messageReactions.reaction });
  const rows = await reactionsOn(db, [messageId]);
  if (changed.length > 0) {
    await opts.realtime.publish({
      type: "message-reactions",
      messageId,
      thread: message.thread,
      reactions: groupReactions(rows),
    });
  }
  return rows;
}
