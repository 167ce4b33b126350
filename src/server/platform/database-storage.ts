import { eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { images } from "../db/schema";
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
  };
}
