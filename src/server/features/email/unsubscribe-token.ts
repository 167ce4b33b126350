import { createHmac, timingSafeEqual } from "node:crypto";
import { isUuid } from "../../platform/ids";

// The categories a member can stop by email link; "all" stops every email. "messages" is the digest
// of unread direct messages (email/message-digest.ts); migration 0020 lets the opt-out table hold it.
export const EMAIL_CATEGORIES = [
  "all",
  "requests",
  "event_updates",
  "reminders",
  "messages",
  "new_near_you",
] as const;
export type EmailCategory = (typeof EMAIL_CATEGORIES)[number];

export type UnsubscribeClaim = { userId: string; category: EmailCategory };

// An unsubscribe link works without signing in (RFC 8058), so the link itself is the proof: the
// member and the category, signed with the server secret (HMAC-SHA256, its own context so no other
// token of ours can pass for it). It does not expire: an old email's link must still work.
const CONTEXT = "meetup-unsubscribe-v1:";

function mac(key: Uint8Array, body: string): Buffer {
  return createHmac("sha256", key).update(CONTEXT).update(body).digest();
}

export function signUnsubscribe(key: Uint8Array, claim: UnsubscribeClaim): string {
  const body = Buffer.from(`${claim.userId}.${claim.category}`).toString("base64url");
  return `${body}.${mac(key, body).toString("base64url")}`;
}

/** The claim of a genuine token; null for anything else. */
export function verifyUnsubscribe(key: Uint8Array, token: string): UnsubscribeClaim | null {
  const [body, signature, extra] = token.split(".");
  if (!body || !signature || extra !== undefined) return null;
  const given = Buffer.from(signature, "base64url");
  const expected = mac(key, body);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const [userId, category] = Buffer.from(body, "base64url").toString("utf8").split(".");
  if (!userId || !isUuid(userId)) return null;
  if (!EMAIL_CATEGORIES.includes(category as EmailCategory)) return null;
  return { userId, category: category as EmailCategory };
}
