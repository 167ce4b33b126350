import { eq } from "drizzle-orm";
import { IMAGE_VARIANTS } from "../../../shared/image-variants";
import type { Db } from "../../db/client";
import { messages } from "../../db/schema";
import { authorize, notFound } from "../../platform/errors";
import { isUuid } from "../../platform/ids";
import { deriveVariant } from "../../platform/images";
import { isStorageKey, type Storage } from "../../platform/storage";
import { photoStillShown } from "./message-policy";

// A chat photo's bytes for a signed link (photo-route.ts; issue 41 item 6). The link is checked
// first; here, the message must still hold the picture, so a photo an admin removed answers 404 from
// that moment on every instance, whatever links were handed out before.

const COPY = new RegExp(`\\.(?:${IMAGE_VARIANTS.join("|")})\\.webp$`);

/** The key a link is signed for: the picture itself, whichever of its copies is asked for. */
export function originalKeyOf(key: string): string {
  return key.replace(COPY, ".webp");
}

export async function chatPhoto(opts: { db: Db; storage: Storage; messageId: string; key: string }) {
  const { db, storage, messageId, key } = opts;
  if (!isUuid(messageId) || !isStorageKey(key)) throw notFound();
  const [message] = await db
    .select({ image: messages.image })
    .from(messages)
    .where(eq(messages.id, messageId))
    .limit(1);
  authorize(photoStillShown(message, originalKeyOf(key)), notFound());
  // A photo sent before its smaller copies existed gets them on first request, as on /uploads.
  const body = (await storage.get(key)) ?? (await deriveVariant(storage, key));
  if (!body) throw notFound();
  return body;
}
