import { createHmac, hkdfSync, timingSafeEqual } from "node:crypto";
import type { Clock } from "./clock";

// Chat photos are private (issue 41 item 6): an <img> cannot send the member's token, so the
// presenter hands a member allowed to read a message a link signed for that message's photo, valid
// for an hour or two. The signature covers the message, the picture's key and the expiry, with a key
// derived from the server's unsubscribe key (shared by every instance, never rotated: ADR 0004) under
// a context of its own, so no other token of ours can pass for a link, nor a link for one.

const CONTEXT = "meetup-chat-photo-v1";
// Links are made for whole hours: every read within one clock hour hands out the same address, so a
// thread polled every 3 seconds keeps its <img> (and the browser's copy) instead of loading it anew.
const WINDOW_S = 3600;

export type PhotoLinkQuery = { exp?: string | undefined; sig?: string | undefined };

export type PhotoLinks = {
  /** The photo's address for a member allowed to read the message: valid 1-2 hours. */
  urlFor(messageId: string, key: string): string;
  /** Seconds the link is still good for (then a cache may keep the photo that long); 0 when not genuine or expired. */
  secondsLeft(messageId: string, key: string, query: PhotoLinkQuery): number;
};

export function photoLinks(secret: Uint8Array, clock: Clock): PhotoLinks {
  const key = Buffer.from(hkdfSync("sha256", secret, Buffer.alloc(0), CONTEXT, 32));
  const mac = (messageId: string, imageKey: string, exp: number) =>
    createHmac("sha256", key).update(`${messageId}\n${imageKey}\n${exp}`).digest();
  const nowS = () => Math.floor(clock.now().getTime() / 1000);
  return {
    urlFor(messageId, imageKey) {
      const exp = (Math.floor(nowS() / WINDOW_S) + 2) * WINDOW_S;
      const sig = mac(messageId, imageKey, exp).toString("base64url");
      return `/uploads/chat/${messageId}/${imageKey}?exp=${exp}&sig=${sig}`;
    },
    secondsLeft(messageId, imageKey, query) {
      if (!query.exp || !/^\d{1,12}$/.test(query.exp) || !query.sig) return 0;
      const exp = Number(query.exp);
      const given = Buffer.from(query.sig, "base64url");
      const expected = mac(messageId, imageKey, exp);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 0;
      return Math.max(0, exp - nowS());
    },
  };
}
