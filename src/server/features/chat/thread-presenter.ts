import type { DirectStanding, PinnedMessage, SeenBy } from "../../../shared/contracts/chat-thread";
import { imageUrl, type Storage } from "../../platform/storage";
import type { DirectStanding as DirectStandingRow } from "./direct-standing";
import type { PinnedRow } from "./rows";
import type { SeenBy as SeenByRow } from "./seen-by";

// What a thread shows beside its messages, field by field: its readers, its pinned message, and
// whether the two members of a conversation have met on an experience.

export function presentSeenBy(storage: Storage, seen: SeenByRow): SeenBy {
  return {
    receipts: seen.receipts,
    readers: seen.readers.map((r) => ({
      _id: r.id,
      name: r.name,
      avatar: imageUrl(storage, r.avatar),
      readAt: new Date(r.readAt).toISOString(),
    })),
  };
}

export function presentPinnedMessage(storage: Storage, row: PinnedRow): PinnedMessage {
  return {
    _id: row.id,
    senderId: { _id: row.sender.id, name: row.sender.name, avatar: imageUrl(storage, row.sender.avatar) },
    content: row.content,
    photo: row.image !== null,
    createdAt: row.createdAt.toISOString(),
  };
}

export function presentDirectStanding(standing: DirectStandingRow): DirectStanding {
  return { metOnExperience: standing.metOnExperience };
}
