import { isLoopback } from "../../platform/trust-proxy";

// Who the card's page answers (issue 41 item 6). With PUBLIC_URL the card's addresses come from it
// alone, and a request naming another host was sent here by mistake or on purpose (a poisoned cache,
// a look-alike domain framing our page): it is refused, 421 Misdirected Request. The configured host
// is served whatever port the proxy kept (nginx's `$host` drops it), and so is this machine asking
// itself by a loopback name (a health check, curl on the box). Without PUBLIC_URL every host is served.

const LOOPBACK_NAMES = new Set(["localhost", "127.0.0.1", "[::1]"]);

/** The host name a Host header names, lower case and without its port; null when it names none. */
export function hostNameOf(host: string | undefined): string | null {
  if (!host) return null;
  try {
    const { hostname, username, password, pathname, search } = new URL(`http://${host}`);
    if (username || password || pathname !== "/" || search) return null;
    return hostname || null;
  } catch {
    return null;
  }
}

export function mayServeHost(opts: {
  publicUrl: string | undefined;
  host: string | undefined;
  clientIp: string;
}) {
  if (!opts.publicUrl) return true;
  const asked = hostNameOf(opts.host);
  if (asked === null) return false;
  if (asked === new URL(opts.publicUrl).hostname) return true;
  return LOOPBACK_NAMES.has(asked) && isLoopback(opts.clientIp);
}
