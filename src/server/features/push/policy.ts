// Which push endpoints the server will POST to. A subscription's endpoint comes from the member's
// browser, so without a rule any member could make the server send requests to any address it can
// reach (an internal admin page, the cloud's metadata service): server-side request forgery.
// The rule (ADR 0017, "Web push"; issue 25 item 8):
// - https only, on the default port, without user info, to a known browser push service's host,
//   named exactly (not every host of googleapis.com). No IP literal or internal name can match,
//   whatever DNS answers for ours.
// - http to this machine's loopback only when the server is told so (PUSH_LOOPBACK, the tests' push
//   service): never because NODE_ENV was left unset.
// A browser whose push service is not listed cannot turn notifications on; add its host here.
export const PUSH_SERVICE_HOSTS = [
  // Chrome, Edge, Opera, Samsung Internet and other Chromium browsers (Firebase Cloud Messaging).
  "fcm.googleapis.com",
  // Firefox (Mozilla autopush).
  "updates.push.services.mozilla.com",
  // Safari on macOS and iOS.
  "web.push.apple.com",
] as const;

// Edge on Windows (Windows Push Notification Services) names a regional host per device
// (wns2-par02p.notify.windows.com): the domain serves push only, so any host under it.
export const PUSH_SERVICE_DOMAINS = ["notify.windows.com"] as const;

const LOOPBACK = new Set(["127.0.0.1", "localhost", "[::1]"]);

export type PushEndpointRule = { loopback: boolean };

export function pushEndpointAllowed(endpoint: string, rule: PushEndpointRule): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  if (url.protocol === "http:") return rule.loopback && LOOPBACK.has(url.hostname);
  if (url.protocol !== "https:" || url.port !== "") return false;
  const host = url.hostname.toLowerCase();
  return (
    (PUSH_SERVICE_HOSTS as readonly string[]).includes(host) ||
    PUSH_SERVICE_DOMAINS.some((domain) => host.endsWith(`.${domain}`))
  );
}

/**
 * Devices one member may have: each push goes to all of them, so the count is bounded; subscribing
 * an eleventh drops the one subscribed longest ago (most likely a browser no longer used).
 */
export const MAX_DEVICES_PER_MEMBER = 10;
