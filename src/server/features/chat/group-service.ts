import { and, asc, eq } from "drizzle-orm";
import { structuredKind } from "../../../shared/chat-content";
import type { Db } from "../../db/client";
import { events, groupMembers, groups, messages, users } from "../../db/schema";
import { forbidden, notFound } from "../../platform/errors";
import { isUuid } from "../../platform/ids";
import { cleanContent } from "./direct-service";

export const GROUP_MESSAGES = {
  notFound: "We could not find that group.",
  notMember: "Only the host and accepted members can use this group.",
  hostOnly: "Only the host can send RSVP polls and review requests.",
} as const;

// The group of an event, if the viewer belongs to it (host or accepted member, kept in step by the
// events service). Banned members are refused by the auth guard before they get here.
async function memberGroup(db: Db, viewerId: string, eventId: string) {
  if (!isUuid(eventId)) throw notFound(GROUP_MESSAGES.notFound);
  const [row] = await db
    .select({ groupId: groups.id, hostId: events.createdBy, member: groupMembers.userId })
    .from(groups)
    .innerJoin(events, eq(events.id, groups.eventId))
    .leftJoin(groupMembers, and(eq(groupMembers.groupId, groups.id), eq(groupMembers.userId, viewerId)))
    .where(eq(groups.eventId, eventId));
  if (!row) throw notFound(GROUP_MESSAGES.notFound);
  if (!row.member) throw forbidden(GROUP_MESSAGES.notMember);
  return row;
}

export async function myGroups(db: Db, viewerId: string) {
  return db
    .select({ id: groups.id, groupName: groups.groupName, eventId: events.id, image: events.image })
    .from(groupMembers)
    .innerJoin(groups, eq(groups.id, groupMembers.groupId))
    .innerJoin(events, eq(events.id, groups.eventId))
    .where(eq(groupMembers.userId, viewerId))
    .orderBy(asc(groups.groupName));
}

export async function groupMessages(db: Db, viewerId: string, eventId: string) {
  const { groupId } = await memberGroup(db, viewerId, eventId);
  return db
    .select({
      id: messages.id,
      content: messages.content,
      createdAt: messages.createdAt,
      sender: { id: users.id, name: users.name, avatar: users.avatar },
    })
    .from(messages)
    .innerJoin(users, eq(users.id, messages.senderId))
    .where(eq(messages.groupId, groupId))
    .orderBy(asc(messages.createdAt), asc(messages.id))
    .limit(500);
}

// Members send text; only the host sends RSVP polls and review requests (JSON of type rsvp/review).
export async function sendGroupMessage(
  db: Db,
  viewerId: string,
  eventId: string,
  content: string | undefined,
) {
  const text = cleanContent(content);
  const { groupId, hostId } = await memberGroup(db, viewerId, eventId);
  const kind = structuredKind(text);
  if ((kind === "rsvp" || kind === "review") && hostId !== viewerId) throw forbidden(GROUP_MESSAGES.hostOnly);
  const [row] = await db.insert(messages).values({ senderId: viewerId, groupId, content: text }).returning();
  const [sender] = await db
    .select({ id: users.id, name: users.name, avatar: users.avatar })
    .from(users)
    .where(eq(users.id, viewerId));
  return { id: row!.id, content: row!.content, createdAt: row!.createdAt, sender: sender! };
}
