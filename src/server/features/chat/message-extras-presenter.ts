import type { z } from "zod";
import type {
  albumResponse,
  MessageFlagEntry,
  ReactionSummary,
  ReplyTo,
} from "../../../shared/contracts/message-extras";
import { messageSnippet } from "../../../shared/message-snippet";
import { REACTIONS } from "../../../shared/reactions";
import type { PhotoLinks } from "../../platform/photo-links";
import { imageUrl, type Storage } from "../../platform/storage";
import type { ReactionRow, ReplyRow } from "./message-extras";
import type { MessageFlagGroup } from "./message-reports-service";
import type { Album } from "./rows";

// The parts of a message beside its text, as every list, send and push shows them (issue 28).

/** Where pictures are shown from: public ones (avatars, covers) and the chat photos' signed links. */
export type Media = { storage: Storage; photoLinks: PhotoLinks };

/** A message's photo: a link signed for it, valid an hour or two (issue 41 item 6); never /uploads. */
export function photoUrl(media: Media, messageId: string, image: string | null): string | null {
  return image ? media.photoLinks.urlFor(messageId, image) : null;
}

export function presentReplyTo(row: ReplyRow): ReplyTo {
  return {
    _id: row.id,
    senderName: row.senderName,
    snippet: messageSnippet(row.content, row.image !== null),
    photo: row.image !== null,
  };
}

const order = (reaction: string) => {
  const index = (REACTIONS as readonly string[]).indexOf(reaction);
  return index === -1 ? REACTIONS.length : index;
};

/** Reactions grouped per kind, in the set's order, each with its count, who, and whether one is the viewer's. */
export function presentReactions(rows: readonly ReactionRow[], viewerId: string | null): ReactionSummary[] {
  return groupReactions(rows).map(({ reaction, userIds, names }) => ({
    reaction,
    count: userIds.length,
    mine: viewerId !== null && userIds.includes(viewerId),
    names,
  }));
}

/** The same, for everyone at once (a push): who reacted by id, so each screen tells its own. */
export function groupReactions(rows: readonly ReactionRow[]) {
  const byReaction = new Map<string, { reaction: string; userIds: string[]; names: string[] }>();
  for (const row of rows) {
    const entry = byReaction.get(row.reaction) ?? { reaction: row.reaction, userIds: [], names: [] };
    entry.userIds.push(row.userId);
    entry.names.push(row.name);
    byReaction.set(row.reaction, entry);
  }
  return [...byReaction.values()].sort((a, b) => order(a.reaction) - order(b.reaction));
}

/**
 * The extra fields of a message: its photo's URL, its quote, its reactions as the viewer sees them
 * (none known yet for a message just sent), and whether an admin removed it (no words, no photo).
 */
export function presentExtras(
  media: Media,
  row: {
    id: string;
    content: string;
    image?: string | null;
    replyTo?: ReplyRow | null;
    reactions?: readonly ReactionRow[];
  },
  viewerId: string | null,
) {
  const image = row.image ?? null;
  return {
    image: photoUrl(media, row.id, image),
    replyTo: row.replyTo ? presentReplyTo(row.replyTo) : null,
    reactions: presentReactions(row.reactions ?? [], viewerId),
    removed: row.content === "" && image === null,
  };
}

/** The group's album: its photos with who sent them and their captions. */
export function presentAlbum(media: Media, album: Album): z.input<typeof albumResponse>["data"] {
  return {
    groupName: album.groupName,
    photos: album.photos.map((p) => ({
      _id: p.id,
      image: photoUrl(media, p.id, p.image)!,
      caption: p.content,
      sender: { _id: p.sender.id, name: p.sender.name, avatar: imageUrl(media.storage, p.sender.avatar) },
      createdAt: p.createdAt.toISOString(),
    })),
  };
}

/** A reported message as the admins see it: what was said, by whom, where, and every open report. */
export function presentMessageFlagEntry(media: Media, entry: MessageFlagGroup): MessageFlagEntry {
  const { storage } = media;
  return {
    message: {
      _id: entry.message.messageId,
      content: entry.message.content,
      image: photoUrl(media, entry.message.messageId, entry.message.image),
      createdAt: entry.message.sentAt.toISOString(),
    },
    sender: { _id: entry.sender.id, name: entry.sender.name, avatar: imageUrl(storage, entry.sender.avatar) },
    where: entry.where,
    flags: entry.flags.map((flag) => ({
      _id: flag.flagId,
      reason: flag.reason,
      createdAt: flag.flaggedAt.toISOString(),
      reporterName: flag.reporterName,
    })),
  };
}
