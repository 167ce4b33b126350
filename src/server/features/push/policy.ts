// Which push endpoints the server will POST to. A subscription's endpoint comes from the member's
// browser, so without a rule any member could make the server send requests to any address it can
// reach (an internal admin page, the cloud's metadata service): server-side request forgery.
// The rule (ADR 0017, "Web push"):
// - https only, on the default port, without user info, to a host under a known browser push
//   service's domain. No IP literal or internal name can match, whatever DNS answers for ours.
// - Outside production, http to this machine's loopback too (the tests' push service).
// A browser whose push service is not listed cannot turn notifications on; add its domain here.
export const PUSH_SERVICE_DOMAINS = [
  // Chrome, Edge, Opera, Samsung Internet and other Chromium browsers (Firebase Cloud Messaging).
  "googleapis.com",
  // Firefox (Mozilla autopush).
  "push.services.mozilla.com",
  // Edge on Windows (Windows Push Notification Services).
  "notify.windows.com",
  // Safari on macOS and iOS.
  "push.apple.com",
] as const;

const LOOPBACK = new Set(["127.0.0.1", "localhost", "[::1]"]);

export function pushEndpointAllowed(endpoint: string, env: "development" | "production" | "test"): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  if (url.protocol === "http:") return env !== "production" && LOOPBACK.has(url.hostname);
  if (url.protocol !== "https:" || url.port !== "") return false;
  const host = url.hostname.toLowerCase();
  return PUSH_SERVICE_DOMAINS.some((domain) => host === domain || host.endsWith(`.${domain}`));
}

/**
 * Devices one member may have: each push goes to all of them, so the count is bounded; subscribing
 * an eleventh drops the one subscribed longest ago (most likely a browser no longer used).
 */
export const MAX_DEVICES_PER_MEMBER = 10;
