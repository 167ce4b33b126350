import { createHash } from "node:crypto";
import webpush from "web-push";
import type { PushPayload } from "../../../shared/contracts/push";
import type { VapidConfig } from "../../config";

export type PushTarget = { endpoint: string; p256dh: string; auth: string };

/** The push service's answer: taken, gone for good (the browser dropped the subscription), or not now. */
export type PushOutcome = "sent" | "gone";

export class PushServiceError extends Error {}

// A message a push service holds for an offline device for a day at most: older news is stale.
export const PUSH_TTL_SECONDS = 24 * 60 * 60;
const TIMEOUT_MS = 10_000;

// The web-push library signs the VAPID JWT (RFC 8292) and encrypts the payload for the device
// (RFC 8291, aes128gcm); the request itself goes out with fetch, which also speaks plain http to
// the tests' loopback push service (web-push's own sender is https only). Redirects are not
// followed: the endpoint was checked (policy.ts), wherever it points next was not.
export async function sendPush(
  vapid: VapidConfig,
  to: PushTarget,
  payload: PushPayload,
): Promise<PushOutcome> {
  const details = webpush.generateRequestDetails(
    { endpoint: to.endpoint, keys: { p256dh: to.p256dh, auth: to.auth } },
    JSON.stringify(payload),
    {
      vapidDetails: vapid,
      TTL: PUSH_TTL_SECONDS,
      contentEncoding: "aes128gcm",
      // One notification per tag on the device; a newer one replaces a waiting one in the service.
      topic: topicOf(payload.tag),
    },
  );
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(details.headers)) headers[name] = String(value);
  const response = await fetch(details.endpoint, {
    method: "POST",
    headers,
    body: details.body ? new Uint8Array(details.body) : null,
    redirect: "manual",
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  await response.body?.cancel();
  if (response.status === 404 || response.status === 410) return "gone";
  if (response.status >= 200 && response.status < 300) return "sent";
  throw new PushServiceError(`push service answered ${response.status} for ${new URL(to.endpoint).host}`);
}

// A Topic header is at most 32 URL-safe base64 characters (RFC 8030 5.4).
function topicOf(tag: string): string {
  return createHash("sha256").update(tag).digest("base64url").slice(0, 32);
}
