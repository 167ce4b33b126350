// A meeting point's pin from what a host pastes (issue 41 item 4): a Google Maps, Apple Maps or
// OpenStreetMap link, a geo: URI, or the coordinates themselves. The create form reads it to show the
// point before saving and the server reads it again, so both agree. Everything is read offline: a
// short link (maps.app.goo.gl) only names the point on Google's servers, so it is refused with a
// sentence asking for the full link. No zod here: the form's first render does not need it.

export type MapPoint = { lat: number; lng: number };

/** Why no point was read: a short link, nothing that names a point, or numbers off the globe. */
export type MapPointProblem = "shortLink" | "noPoint" | "outOfRange";

export type MapPointReading = { ok: true; point: MapPoint } | { ok: false; problem: MapPointProblem };

// India's extent with a margin: a pin outside it is a typo (or lat and lng swapped).
export const INDIA_BOUNDS = { minLat: 6, maxLat: 37.5, minLng: 68, maxLng: 97.5 } as const;

export const inIndia = ({ lat, lng }: MapPoint) =>
  lat >= INDIA_BOUNDS.minLat &&
  lat <= INDIA_BOUNDS.maxLat &&
  lng >= INDIA_BOUNDS.minLng &&
  lng <= INDIA_BOUNDS.maxLng;

// Five decimals are about a metre: the meeting point itself, no more than the phone's pin keeps.
const round = (n: number) => Math.round(n * 1e5) / 1e5;

// "18.5204, 73.8567", "18.5204 73.8567", "18.5204;73.8567", "loc:18.52+73.85" (after decoding).
const PAIR = /^(?:loc:)?\s*([-+−]?\d{1,3}(?:\.\d+)?)\s*[,;\s]\s*([-+−]?\d{1,3}(?:\.\d+)?)\s*$/i;
// "18.5204° N, 73.8567° E", "18.5204N 73.8567E".
const HEMISPHERES = /^(\d{1,2}(?:\.\d+)?)\s*°?\s*([NS])\s*[,;\s]?\s*(\d{1,3}(?:\.\d+)?)\s*°?\s*([EW])$/i;
// "18°31'13.4"N 73°51'24.1"E", as Google Maps shows a place's coordinates.
const DMS =
  /^(\d{1,2})\s*°\s*(\d{1,2})\s*['′]\s*(\d{1,2}(?:\.\d+)?)\s*(?:"|″|'')\s*([NS])\s*[,;\s]?\s*(\d{1,3})\s*°\s*(\d{1,2})\s*['′]\s*(\d{1,2}(?:\.\d+)?)\s*(?:"|″|'')\s*([EW])$/i;

const sign = (letter: string, negative: string) => (letter.toUpperCase() === negative ? -1 : 1);
const minus = (text: string) => Number(text.replace("−", "-").replace("+", ""));

/** Coordinates written out: a pair of decimals, with hemispheres, or in degrees, minutes and seconds. */
function coordinatesIn(text: string): MapPoint | null {
  const value = text.trim();
  const pair = PAIR.exec(value);
  if (pair) return { lat: minus(pair[1]!), lng: minus(pair[2]!) };
  const hemispheres = HEMISPHERES.exec(value);
  if (hemispheres) {
    const [, lat, ns, lng, ew] = hemispheres as unknown as string[];
    return { lat: Number(lat) * sign(ns!, "S"), lng: Number(lng) * sign(ew!, "W") };
  }
  const dms = DMS.exec(value);
  if (dms) {
    const [, d1, m1, s1, ns, d2, m2, s2, ew] = dms as unknown as string[];
    const degrees = (d: string, m: string, s: string) => Number(d) + Number(m) / 60 + Number(s) / 3600;
    return { lat: degrees(d1!, m1!, s1!) * sign(ns!, "S"), lng: degrees(d2!, m2!, s2!) * sign(ew!, "W") };
  }
  return null;
}

// Links that only name a point on their service's servers: they cannot be read offline.
function isShortLink(url: URL): boolean {
  const host = url.hostname.toLowerCase();
  return (
    host === "maps.app.goo.gl" ||
    host === "goo.gl" ||
    host === "g.co" ||
    ((host === "osm.org" || host.endsWith("openstreetmap.org")) && url.pathname.startsWith("/go/"))
  );
}

const isGoogle = (host: string) => /(^|\.)google\.[a-z.]{2,6}$/.test(host);
const isOsm = (host: string) => host === "osm.org" || host.endsWith("openstreetmap.org");
const isApple = (host: string) => host === "maps.apple.com";

/** The last match of a pattern's two numbers, as [first, second]. */
function lastPair(text: string, pattern: RegExp): [number, number] | null {
  let found: [number, number] | null = null;
  for (const m of text.matchAll(pattern)) found = [Number(m[1]), Number(m[2])];
  return found;
}

function fromGoogle(url: URL): MapPoint | null {
  const path = decodeURIComponent(url.pathname.replace(/\+/g, " "));
  // The place's own pin (!3d<lat>!4d<lng>), not the screen's centre; a route's last one is where it ends.
  const pin = lastPair(path, /!3d(-?\d+(?:\.\d+)?)!4d(-?\d+(?:\.\d+)?)/g);
  if (pin) return { lat: pin[0], lng: pin[1] };
  // A route's stops in its data are !1d<lng>!2d<lat>; the last one is the destination.
  const stop = lastPair(path, /!1d(-?\d+(?:\.\d+)?)!2d(-?\d+(?:\.\d+)?)/g);
  if (stop) return { lat: stop[1], lng: stop[0] };
  for (const name of ["q", "query", "destination", "ll", "center", "daddr"]) {
    const value = url.searchParams.get(name);
    const point = value === null ? null : coordinatesIn(value);
    if (point) return point;
  }
  // /maps/search/18.52,+73.85 or /maps/place/18.52,73.85 or /maps/dir/a/18.52,73.85: the last stop.
  const segments = path.split("/").filter((s) => s !== "" && !s.startsWith("@") && !s.startsWith("data="));
  for (const segment of segments.reverse()) {
    const point = coordinatesIn(segment);
    if (point) return point;
  }
  // The map's centre: the point when the link names nothing else.
  const at = /@(-?\d+(?:\.\d+)?),(-?\d+(?:\.\d+)?)/.exec(path);
  return at ? { lat: Number(at[1]), lng: Number(at[2]) } : null;
}

function fromOsm(url: URL): MapPoint | null {
  const mlat = url.searchParams.get("mlat");
  const mlon = url.searchParams.get("mlon");
  if (mlat !== null && mlon !== null) {
    const point = coordinatesIn(`${mlat},${mlon}`);
    if (point) return point;
  }
  // #map=zoom/lat/lon: the map's centre, when no marker is set.
  const map = /(?:^|&)map=\d+(?:\.\d+)?\/(-?\d+(?:\.\d+)?)\/(-?\d+(?:\.\d+)?)/.exec(url.hash.slice(1));
  if (map) return { lat: Number(map[1]), lng: Number(map[2]) };
  const query = url.searchParams.get("query");
  return query === null ? null : coordinatesIn(query);
}

function fromApple(url: URL): MapPoint | null {
  for (const name of ["ll", "q", "sll", "daddr", "coordinate"]) {
    const value = url.searchParams.get(name);
    const point = value === null ? null : coordinatesIn(value);
    if (point) return point;
  }
  return null;
}

// geo:18.52,73.85;u=35?z=15, or geo:0,0?q=18.52,73.85(Trailhead) (RFC 5870 and Android's form).
function fromGeo(text: string): MapPoint | null {
  const [head = "", query = ""] = text.slice(4).split("?", 2);
  const q = /(?:^|&)q=([^&]*)/.exec(query);
  if (q) {
    const named = coordinatesIn(decodeURIComponent(q[1]!.replace(/\+/g, " ")).replace(/\(.*\)\s*$/, ""));
    if (named) return named;
  }
  const point = coordinatesIn(head.split(";")[0]!);
  // geo:0,0 means "no point, search for q" on Android.
  return point && !(point.lat === 0 && point.lng === 0) ? point : null;
}

function fromText(text: string): MapPoint | "shortLink" | null {
  if (/^geo:/i.test(text)) return fromGeo(text);
  const withScheme = /^https?:\/\//i.test(text)
    ? text
    : /^[a-z0-9.-]+\.[a-z]{2,}\//i.test(text)
      ? `https://${text}`
      : null;
  if (withScheme === null) return coordinatesIn(text);
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    return null;
  }
  if (isShortLink(url)) return "shortLink";
  const host = url.hostname.toLowerCase();
  if (isGoogle(host)) return fromGoogle(url);
  if (isOsm(host)) return fromOsm(url);
  if (isApple(host)) return fromApple(url);
  return null;
}

/** The point a pasted link or pair of coordinates names, to five decimals, or why there is none. */
export function readMapPoint(text: string): MapPointReading {
  const found = fromText(text.trim());
  if (found === "shortLink") return { ok: false, problem: "shortLink" };
  if (found === null || !Number.isFinite(found.lat) || !Number.isFinite(found.lng))
    return { ok: false, problem: "noPoint" };
  if (Math.abs(found.lat) > 90 || Math.abs(found.lng) > 180) return { ok: false, problem: "outOfRange" };
  return { ok: true, point: { lat: round(found.lat), lng: round(found.lng) } };
}

/**
 * Where "Open in Maps" goes: a geo: URI, which Android hands to the member's map app, with the place
 * as the pin's label; and a Google Maps search URL, which opens the app or the website on Android and
 * iPhone alike (and in a desktop browser).
 */
export function mapLinks(point: MapPoint, label: string) {
  const at = `${point.lat},${point.lng}`;
  // Parentheses end the label in Android's reading, so the place's own are dropped.
  const name = label.replace(/[()]/g, " ").replace(/\s+/g, " ").trim();
  return {
    geo: `geo:${at}?q=${at}${name ? `(${encodeURIComponent(name)})` : ""}`,
    web: `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(at)}`,
  };
}
