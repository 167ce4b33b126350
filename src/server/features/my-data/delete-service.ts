import { eq, sql } from "drizzle-orm";
import { MEMBER_NOT_FOUND, MY_DATA_MESSAGES } from "../../../shared/texts";
import type { Db } from "../../db/client";
import { users } from "../../db/schema";
import { authorize, badRequest, conflict, forbidden, notFound } from "../../platform/errors";
import type { DomainEvents } from "../../platform/events/outbox";
import type { Realtime } from "../../platform/realtime-events";
import { revokeAllSessions, type Viewer } from "../auth/session-service";
import { eraseMemberWords, withdrawMember } from "../events/withdraw-member";
import { audit } from "../safety/audit";
import { eraseProfile } from "../users/service";
import { ON_DELETE } from "./catalogue";
import { canActFor, confirmsDeletion } from "./policy";

// Deletes an account (ADR 0025), by the member or by an admin on the member's request, in one
// transaction: every session revoked (the old access token is refused at the next request), upcoming
// hosted experiences cancelled with their members told and upcoming seats given back (as a ban does,
// ADR 0014), the member's own rows erased (ON_DELETE), the profile and pictures erased and the row
// left as a tombstone, and the audit log told. Once it commits, the members of the cancelled
// experiences hear of it (the withdrawal's member.withdrawn, through its subscribers); then the
// member's sockets close and every instance forgets the erased pictures it keeps in memory.
export async function deleteAccount(opts: {
  db: Db;
  realtime: Realtime;
  events: DomainEvents;
  viewer: Viewer;
  userId: string;
  confirmation: string;
  now?: Date;
}): Promise<void> {
  const { db, viewer, userId, now = new Date() } = opts;
  authorize(confirmsDeletion(opts.confirmation), badRequest(MY_DATA_MESSAGES.confirmationMismatch));
  const [target] = await db
    .select({ id: users.id, role: users.role, deletedAt: users.deletedAt })
    .from(users)
    .where(eq(users.id, userId));
  if (!target) throw notFound(MEMBER_NOT_FOUND);
  if (userId !== viewer.userId) authorize(canActFor(target), forbidden(MY_DATA_MESSAGES.deleteAdmin));
  const done = await opts.events.commit(async (tx, record) => {
    // The row is locked first: two deletions of one account run one after the other, the second refused.
    const [locked] = await tx
      .select({ deletedAt: users.deletedAt })
      .from(users)
      .where(eq(users.id, userId))
      .for("update");
    if (!locked || locked.deletedAt) throw conflict(MY_DATA_MESSAGES.alreadyDeleted);
    const sessionIds = await revokeAllSessions({ db: tx as unknown as Db, userId });
    const withdrawal = await withdrawMember({ tx, userId, record, now });
    // Before the rows below: it reads the profile pictures' keys from user_images to delete their bytes.
    const erasedImages = await eraseProfile({ tx, userId, now });
    for (const [column, fate] of Object.entries(ON_DELETE)) {
      if (fate !== "erase") continue;
      const [table, field] = column.split(".") as [string, string];
      await tx.execute(sql`delete from ${sql.identifier(table)} where ${sql.identifier(field)} = ${userId}`);
    }
    await eraseMemberWords({ tx, userId });
    await audit({
      tx,
      actorId: viewer.userId,
      action: "delete-account",
      targetUserId: userId,
      details: { byAdmin: viewer.userId !== userId, cancelled: withdrawal.cancelled.length },
    });
    return { sessionIds, erasedImages };
  });
  for (const sessionId of done.sessionIds) await opts.realtime.publish({ type: "session-ended", sessionId });
  if (done.erasedImages.length > 0)
    await opts.realtime.publish({ type: "images-deleted", keys: done.erasedImages });
}
