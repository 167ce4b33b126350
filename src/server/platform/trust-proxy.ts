import { isIP } from "node:net";
import type { FastifyRequest } from "fastify";

// Which proxies' X-Forwarded-For the server believes (issue 25, items 5 and 6). Believing every hop
// makes the client's own first entry its address: "X-Forwarded-For: 127.0.0.1, <real client>" then
// passed for this machine, and a new made-up first hop reset every per-address rate limit. So the
// server trusts only the proxies it is told about: a number of hops in front of it (1 for one nginx),
// or their addresses; the address it judges is the one the outermost trusted proxy saw.

/** Off, a hop count, or the proxies' addresses (IPs, CIDR ranges, or proxy-addr's named ranges). */
export type TrustProxy = false | number | string[];

const NAMED_RANGES = new Set(["loopback", "linklocal", "uniquelocal"]);
const OFF = new Set(["", "0", "false", "off", "no"]);
// The old boolean "on" meant "believe every hop"; it now means the usual single proxy in front.
const ONE_PROXY = new Set(["1", "true", "on", "yes"]);

export const TRUST_PROXY_HELP =
  "TRUST_PROXY takes the number of proxies in front of the server (1 for one nginx) or their addresses, comma-separated (10.0.0.2,10.1.0.0/16, or loopback).";

function isAddressOrRange(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const [address = "", bits, ...rest] = entry.split("/");
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  const width = Number(bits);
  return /^\d{1,3}$/.test(bits) && width <= (family === 4 ? 32 : 128);
}

/** Reads TRUST_PROXY; undefined when it names nothing the server could trust exactly. */
export function parseTrustProxy(raw: string | undefined): TrustProxy | undefined {
  const value = (raw ?? "").trim().toLowerCase();
  if (OFF.has(value)) return false;
  if (ONE_PROXY.has(value)) return 1;
  if (/^\d+$/.test(value)) return Math.min(Number(value), 10);
  const entries = value.split(",").map((entry) => entry.trim());
  return entries.every(isAddressOrRange) ? entries : undefined;
}

export function isLoopback(ip: string): boolean {
  return ip === "::1" || /^(::ffff:)?127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(ip);
}

/** Every address a request says it was forwarded for, whatever the server trusts. */
function forwardedAddresses(request: FastifyRequest): string[] {
  const { headers } = request;
  const listed = [headers["x-forwarded-for"], headers["x-real-ip"]]
    .flat()
    .filter((value): value is string => typeof value === "string")
    .flatMap((value) => value.split(","));
  // RFC 7239: Forwarded: for=203.0.113.9;proto=https, for="[2001:db8::1]:4711"
  const standard = [headers.forwarded]
    .flat()
    .filter((value): value is string => typeof value === "string")
    .flatMap((value) =>
      [...value.matchAll(/for=("?)\[?([^\]";,]+)\]?(?::\d+)?\1/gi)].map((match) => match[2] ?? ""),
    );
  return [...listed, ...standard].map((address) => address.trim()).filter(Boolean);
}

/**
 * The request was made on this machine: its connection comes from loopback and every hop it was
 * forwarded through is loopback too. A request that came through a proxy from elsewhere names that
 * elsewhere among its hops (a same-host proxy connects from loopback), whatever TRUST_PROXY says.
 */
export function cameFromThisMachine(request: FastifyRequest): boolean {
  return isLoopback(request.socket.remoteAddress ?? "") && forwardedAddresses(request).every(isLoopback);
}

/** Fastify's trustProxy option for it: the hop count as the function Fastify makes of a number. */
export function fastifyTrustProxy(
  trust: TrustProxy,
): false | string[] | ((address: string, hop: number) => boolean) {
  if (trust === false || Array.isArray(trust)) return trust;
  return (_address, hop) => hop < trust;
}
