import { and, asc, eq, isNotNull } from "drizzle-orm";
import { LIMITS } from "../../../shared/limits";
import { PHOTO_MESSAGES } from "../../../shared/texts";
import type { Db } from "../../db/client";
import { personColumns } from "../../db/member-columns";
import { messages, users } from "../../db/schema";
import { authorize, conflict, forbidden } from "../../platform/errors";
import { noShowIds } from "../attendance/service";
import { memberGroup } from "./group-service";
import { canSeeAlbum, wentOnTheTrip } from "./message-policy";

// The group's album (issue 28 item 1): once the experience has ended, the photos its members sent in
// the group, oldest first, for the members who went: the host and the accepted members (the group's
// members; anyone else is refused as the group itself refuses them), less those the host marked as
// not having come.

export async function groupAlbum(opts: { db: Db; viewerId: string; eventId: string }) {
  const { db, viewerId, eventId } = opts;
  const group = await memberGroup(db, viewerId, eventId);
  authorize(canSeeAlbum(group), conflict(PHOTO_MESSAGES.albumLater));
  // Members the host marked as not having come (ADR 0023) did not go: theirs is not the album.
  authorize(
    wentOnTheTrip(viewerId, await noShowIds({ db, eventId })),
    forbidden(PHOTO_MESSAGES.albumNotWent),
  );
  const photos = await db
    .select({
      id: messages.id,
      image: messages.image,
      content: messages.content,
      createdAt: messages.createdAt,
      sender: personColumns(users),
    })
    .from(messages)
    .innerJoin(users, eq(users.id, messages.senderId))
    .where(and(eq(messages.groupId, group.groupId), isNotNull(messages.image)))
    .orderBy(asc(messages.createdAt), asc(messages.id))
    .limit(LIMITS.threadPageSize);
  return { groupName: group.groupName, photos: photos.map((p) => ({ ...p, image: p.image! })) };
}
