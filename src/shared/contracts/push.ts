import { z } from "zod";
import { okEnvelope } from "./envelope";

// Web push (Push API). The browser's subscription as PushSubscription.toJSON() gives it: the push
// service's endpoint and the keys that encrypt our messages for this device (RFC 8291). Which
// endpoints the server accepts is the server's policy (features/push/policy.ts).
const base64url = z.string().regex(/^[A-Za-z0-9_-]+={0,2}$/);

export const pushSubscriptionBody = z.object({
  endpoint: z.string().url().max(2048),
  expirationTime: z.number().nullable().optional(),
  keys: z.object({
    // An uncompressed P-256 point: 65 bytes, 87 characters of base64url.
    p256dh: base64url.min(86).max(90),
    // 16 random bytes.
    auth: base64url.min(16).max(32),
  }),
});

export const pushEndpointBody = z.object({ endpoint: z.string().url().max(2048) });

export const pushKeyResponse = okEnvelope(z.object({ publicKey: z.string() }));

export const pushSubscriptionResponse = okEnvelope(z.object({ endpoint: z.string(), createdAt: z.string() }));

export const pushRemovedResponse = okEnvelope(z.object({ endpoint: z.string() }));

export type PushSubscriptionBody = z.infer<typeof pushSubscriptionBody>;

/** What a push message carries to the service worker (src/web/public/push-sw.js). */
export type PushPayload = {
  title: string;
  body: string;
  /** The screen to open on tap, a path of the app. */
  url: string;
  /** Notifications with one tag replace each other on the device (one per thread or request). */
  tag: string;
  /**
   * Buttons under it, each opening a screen of the app (the weekly digest's other listings, each its
   * page); a device shows as many as it can (Chrome two).
   */
  actions?: { action: string; title: string; url: string }[];
};
