// The browser's side of web push (ADR 0017, "Web push"): what this browser can do, its current
// subscription, and subscribing with the server's key. The permission prompt comes only from
// `subscribeToPush`, which runs on the member's click, never on load.

/** Where this device stands: no push in this browser, blocked in its settings, or askable/asked. */
export type PushAbility = "unsupported" | "denied" | "default" | "granted";

export function pushAbility(): PushAbility {
  if (typeof window === "undefined" || !("Notification" in window) || !("PushManager" in window))
    return "unsupported";
  if (!("serviceWorker" in navigator)) return "unsupported";
  return Notification.permission;
}

// The app's service worker registration, if there is one (none in development without a build);
// `navigator.serviceWorker.ready` would wait forever then.
async function registration(): Promise<ServiceWorkerRegistration | undefined> {
  if (pushAbility() === "unsupported") return undefined;
  const found = await navigator.serviceWorker.getRegistration();
  return found ? navigator.serviceWorker.ready : undefined;
}

/**
 * This browser's subscription, or null when it has none (or cannot have one). It never waits on
 * `ready`: a worker still installing (the first visit's precache, slow on a busy phone) has never
 * held a subscription, and Logout waited on that install before it could sign out.
 */
export async function currentPushSubscription(): Promise<PushSubscription | null> {
  if (pushAbility() === "unsupported") return null;
  const found = await navigator.serviceWorker.getRegistration();
  return found?.active ? found.pushManager.getSubscription() : null;
}

export class PushRefusedError extends Error {}

/** The browser's push service did not answer (offline, or the service is unreachable from here). */
export class PushUnreachableError extends Error {}

// pushManager.subscribe waits on the browser's push service (Google's for Chrome) and, when that
// cannot be reached, does not fail: the button spun for good (issue 25 item 15).
export const PUSH_SUBSCRIBE_TIMEOUT_MS = 20_000;

/** Asks for the permission (if not given yet) and subscribes; answers what the server needs. */
export async function subscribeToPush(
  publicKey: string,
  timeoutMs = PUSH_SUBSCRIBE_TIMEOUT_MS,
): Promise<PushSubscriptionJSON> {
  const permission = await Notification.requestPermission();
  if (permission !== "granted") throw new PushRefusedError(permission);
  const reg = await registration();
  if (!reg) throw new Error("no service worker");
  let timer: ReturnType<typeof setTimeout> | undefined;
  const unreachable = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new PushUnreachableError("push service did not answer")), timeoutMs);
  });
  try {
    const subscription = await Promise.race([
      reg.pushManager.subscribe({
        // Every push shows a notification (browsers require it).
        userVisibleOnly: true,
        applicationServerKey: base64UrlToBytes(publicKey),
      }),
      unreachable,
    ]);
    return subscription.toJSON();
  } catch (error) {
    // An AbortError from the browser is the same story: its push service could not be reached.
    if (error instanceof DOMException && error.name === "AbortError")
      throw new PushUnreachableError(error.message);
    throw error;
  } finally {
    clearTimeout(timer);
  }
}

/** Ends this browser's subscription; answers its endpoint for the server, or null if there was none. */
export async function unsubscribeFromPush(): Promise<string | null> {
  const subscription = await currentPushSubscription();
  if (!subscription) return null;
  await subscription.unsubscribe();
  return subscription.endpoint;
}

export function base64UrlToBytes(value: string): Uint8Array<ArrayBuffer> {
  const base64 = value
    .replace(/-/g, "+")
    .replace(/_/g, "/")
    .padEnd(Math.ceil(value.length / 4) * 4, "=");
  const binary = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}
