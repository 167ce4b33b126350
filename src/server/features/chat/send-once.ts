import { and, eq } from "drizzle-orm";
import { OUTBOX_MESSAGES } from "../../../shared/texts";
import type { Db, Tx } from "../../db/client";
import { messages } from "../../db/schema";
import { authorize, conflict } from "../../platform/errors";

export type MessageRow = typeof messages.$inferSelect;

/**
 * Stores a message once per sender and client id (issue 28 item 5, the outbox): the web makes an id
 * per message it writes and sends it again, with the same id, when an answer was lost. The insert
 * does nothing on a second one (`messages_client_uq`, sender + client id), and the stored message is
 * read back, so two sends at the same moment also leave one row; `created` says whether this call
 * stored it, so what follows a new message (its event, its push) happens once. Without a client id
 * every send is a new message, as before.
 *
 * The id is the sender's for one message: used again for another conversation it is refused.
 */
export async function insertMessageOnce(
  db: Db | Tx,
  values: typeof messages.$inferInsert,
): Promise<{ row: MessageRow; created: boolean }> {
  if (!values.clientId) {
    const [row] = await db.insert(messages).values(values).returning();
    return { row: row!, created: true };
  }
  const [row] = await db
    .insert(messages)
    .values(values)
    .onConflictDoNothing({ target: [messages.senderId, messages.clientId] })
    .returning();
  if (row) return { row, created: true };
  const [stored] = await db
    .select()
    .from(messages)
    .where(and(eq(messages.senderId, values.senderId), eq(messages.clientId, values.clientId)));
  const sameThread =
    stored !== undefined &&
    (stored.groupId ?? null) === (values.groupId ?? null) &&
    (stored.recipientId ?? null) === (values.recipientId ?? null);
  authorize(sameThread, conflict(OUTBOX_MESSAGES.clientIdTaken));
  return { row: stored!, created: false };
}
