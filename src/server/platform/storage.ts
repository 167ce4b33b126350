// Where uploaded and generated images live: the `images` table (database-storage.ts), so every
// instance serves every image. Small on purpose, so another store (S3) could stand behind it.
export interface Storage {
  // Stores bytes under a content-addressed key; storing a key that exists already does nothing.
  put(key: string, body: Buffer): Promise<void>;
  get(key: string): Promise<Buffer | null>;
  urlFor(key: string): string;
  // Drops keys whose bytes were deleted from whatever this process keeps in memory (cached-storage.ts):
  // the next read asks the store. Deleting the bytes themselves is deleteStoredImages's, in a transaction.
  forget(keys: readonly string[]): void;
}

// Chat photos are stored under keys of their own (issue 41 item 6): the public /uploads route refuses
// them, and only a link signed for their message (features/chat/photo-route.ts) serves them.
export const CHAT_PHOTO_PREFIX = "chat-";

export function isChatPhotoKey(key: string): boolean {
  return key.startsWith(CHAT_PHOTO_PREFIX);
}

const KEY = /^[a-z0-9][a-z0-9._-]{0,200}$/;

export function isStorageKey(key: string): boolean {
  return KEY.test(key) && !key.includes("..");
}

const CONTENT_TYPES: Record<string, string> = {
  webp: "image/webp",
  png: "image/png",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
};

// A key's type follows from its extension (every key the server makes ends in .webp); stored with
// the bytes, and sent with them.
export function contentTypeOf(key: string): string {
  return CONTENT_TYPES[key.slice(key.lastIndexOf(".") + 1)] ?? "application/octet-stream";
}

// Images the project ships (presets, defaults) are stored as their public path, uploads as a key.
export function imageUrl(storage: Storage, value: string | null | undefined): string | null {
  if (!value) return null;
  return value.startsWith("/") ? value : storage.urlFor(value);
}
