import { imageUrl, type Storage } from "../../platform/storage";

export function presentBlockedMember(
  storage: Storage,
  row: { id: string; name: string; avatar: string | null },
) {
  return { _id: row.id, name: row.name, avatar: imageUrl(storage, row.avatar) };
}
