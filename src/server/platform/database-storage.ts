import { eq, inArray } from "drizzle-orm";
import { IMAGE_VARIANTS, variantKey } from "../../shared/image-variants";
import type { Db, Tx } from "../db/client";
import { events, images, messages, userImages, users } from "../db/schema";
import { contentTypeOf, isStorageKey, type Storage } from "./storage";

// Images as rows of `images` (ADR 0018), on PostgreSQL and PGlite alike. Keys are content-addressed,
// so a key that is there already holds these very bytes: two instances storing the same picture at
// once both succeed, and the row is written once.
export function databaseStorage(db: Db): Storage {
  return {
    async put(key, body) {
      if (!isStorageKey(key)) throw new Error(`Bad storage key: ${key}`);
      await db
        .insert(images)
        .values({ key, contentType: contentTypeOf(key), bytes: body, size: body.length })
        .onConflictDoNothing({ target: images.key });
    },
    async get(key) {
      if (!isStorageKey(key)) return null;
      const [row] = await db.select({ bytes: images.bytes }).from(images).where(eq(images.key, key)).limit(1);
      return row?.bytes ?? null;
    },
    urlFor: (key) => `/uploads/${key}`,
    // Nothing kept in memory here.
    forget() {},
  };
}

// Erases pictures and their smaller copies (a deleted member's, ADR 0025), in the caller's
// transaction. Answers every key erased (the pictures' and their copies'), for the memory caches to
// forget once the transaction commits: publishing `images-deleted` on the realtime bus does it in
// every instance (app.ts), which otherwise would serve the picture from memory, and make a copy asked
// for from the remembered original and store it again.
export async function deleteStoredImages(tx: Db | Tx, keys: string[]): Promise<string[]> {
  const all = keys.flatMap((key) => [key, ...IMAGE_VARIANTS.map((variant) => variantKey(key, variant))]);
  if (all.length === 0) return [];
  await tx.delete(images).where(inArray(images.key, all));
  return all;
}

// Of these picture keys, those no row names any more: keys are content hashes, so one picture may be
// a member's avatar, another's profile picture, a cover and a chat photo at once, and its bytes go
// only when nothing shows it (ADR 0018 amendment). Run in the deleting transaction, after the rows
// that named it were changed. Pictures the project ships (/images/...) are never stored ones.
export async function unnamedImageKeys(tx: Db | Tx, keys: string[]): Promise<string[]> {
  const unique = [...new Set(keys.filter((key) => key && !key.startsWith("/")))];
  if (unique.length === 0) return [];
  const named = await Promise.all([
    tx.select({ key: users.avatar }).from(users).where(inArray(users.avatar, unique)),
    tx.select({ key: userImages.image }).from(userImages).where(inArray(userImages.image, unique)),
    tx.select({ key: events.image }).from(events).where(inArray(events.image, unique)),
    tx.select({ key: messages.image }).from(messages).where(inArray(messages.image, unique)),
  ]);
  const shown = new Set(named.flat().map((row) => row.key));
  return unique.filter((key) => !shown.has(key));
}
