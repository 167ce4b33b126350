// Landscape pieces: skies, sun and moon, stars, clouds, birds, hills, mountains and trees.
import { type Art, between, f, type Mood, type Pt, pts, type Rng, ridgePoints, smoothArea } from "./kit";

/** Full-canvas sky with a three-stop vertical gradient, down to `horizon` (default: whole canvas). */
export function sky(art: Art, mood: Mood, horizon = art.h): void {
  const [top, mid, bottom] = mood.sky;
  const fill = art.linear([
    [0, top],
    [0.62, mid],
    [1, bottom],
  ]);
  art.add(`<rect width="${art.w}" height="${f(horizon + 4)}" fill="${fill}"/>`);
}

/** Sun disc with soft halo rings. */
export function sun(art: Art, x: number, y: number, r: number, mood: Mood, rings = 3): void {
  const halo = art.radial([
    [0, mood.glow, 0.9],
    [0.45, mood.glow, 0.35],
    [1, mood.glow, 0],
  ]);
  art.add(`<circle cx="${f(x)}" cy="${f(y)}" r="${f(r * 3.2)}" fill="${halo}"/>`);
  for (let i = rings; i >= 1; i--) {
    art.add(
      `<circle cx="${f(x)}" cy="${f(y)}" r="${f(r * (1 + i * 0.32))}" fill="${mood.sun}" fill-opacity="${f(0.12 + 0.04 * (rings - i))}"/>`,
    );
  }
  art.add(`<circle cx="${f(x)}" cy="${f(y)}" r="${f(r)}" fill="${mood.sun}"/>`);
}

/** Crescent moon: a disc with a sky-coloured disc cut out, plus a soft glow. */
export function moon(art: Art, x: number, y: number, r: number, color: string, glow: string): void {
  const halo = art.radial([
    [0, glow, 0.55],
    [1, glow, 0],
  ]);
  const id = art.newId("moonmask");
  art.def(
    `<mask id="${id}"><rect x="${f(x - r * 2)}" y="${f(y - r * 2)}" width="${f(r * 4)}" height="${f(r * 4)}" fill="#fff"/>` +
      `<circle cx="${f(x + r * 0.45)}" cy="${f(y - r * 0.3)}" r="${f(r * 0.85)}" fill="#000"/></mask>`,
  );
  art.add(
    `<circle cx="${f(x)}" cy="${f(y)}" r="${f(r * 3)}" fill="${halo}"/>`,
    `<circle cx="${f(x)}" cy="${f(y)}" r="${f(r)}" fill="${color}" mask="url(#${id})"/>`,
  );
}

/** Full moon with a few craters. */
export function fullMoon(art: Art, x: number, y: number, r: number, color: string, glow: string): void {
  const halo = art.radial([
    [0, glow, 0.5],
    [1, glow, 0],
  ]);
  art.add(
    `<circle cx="${f(x)}" cy="${f(y)}" r="${f(r * 3)}" fill="${halo}"/>`,
    `<circle cx="${f(x)}" cy="${f(y)}" r="${f(r)}" fill="${color}"/>`,
    `<circle cx="${f(x - r * 0.3)}" cy="${f(y - r * 0.2)}" r="${f(r * 0.18)}" fill="#000" fill-opacity="0.06"/>`,
    `<circle cx="${f(x + r * 0.35)}" cy="${f(y + r * 0.25)}" r="${f(r * 0.12)}" fill="#000" fill-opacity="0.06"/>`,
    `<circle cx="${f(x + r * 0.1)}" cy="${f(y - r * 0.45)}" r="${f(r * 0.08)}" fill="#000" fill-opacity="0.05"/>`,
  );
}

/** Twinkling stars scattered above `maxY`. */
export function stars(art: Art, r: Rng, count: number, maxY: number, color = "#fff8e7"): void {
  for (let i = 0; i < count; i++) {
    const x = between(r, 10, art.w - 10);
    const y = between(r, 8, maxY);
    const size = r() < 0.12 ? between(r, 2.2, 3.2) : between(r, 0.8, 1.8);
    art.add(
      `<circle cx="${f(x)}" cy="${f(y)}" r="${f(size)}" fill="${color}" fill-opacity="${f(between(r, 0.45, 1))}"/>`,
    );
    if (size > 2.2) art.add(sparkle(x, y, size * 3.2, color, 0.9));
  }
}

/** A four-pointed sparkle. */
export function sparkle(x: number, y: number, s: number, color: string, opacity = 1): string {
  const k = s * 0.22;
  return `<path d="M${f(x)},${f(y - s)} Q${f(x + k)},${f(y - k)} ${f(x + s)},${f(y)} Q${f(x + k)},${f(y + k)} ${f(x)},${f(y + s)} Q${f(x - k)},${f(y + k)} ${f(x - s)},${f(y)} Q${f(x - k)},${f(y - k)} ${f(x)},${f(y - s)} Z" fill="${color}" fill-opacity="${opacity}"/>`;
}

/** Flat cloud made of a rounded base and three puffs. */
export function cloud(x: number, y: number, s: number, color: string, opacity = 0.9): string {
  return (
    `<g fill="${color}" fill-opacity="${opacity}">` +
    `<path d="M${f(x - 60 * s)},${f(y)} a${f(22 * s)},${f(22 * s)} 0 0 1 ${f(20 * s)},${f(-26 * s)} a${f(30 * s)},${f(30 * s)} 0 0 1 ${f(52 * s)},${f(-20 * s)} a${f(24 * s)},${f(24 * s)} 0 0 1 ${f(40 * s)},${f(16 * s)} a${f(18 * s)},${f(18 * s)} 0 0 1 ${f(8 * s)},${f(30 * s)} Z"/>` +
    "</g>"
  );
}

/** A few small birds as curved strokes. */
export function birds(x: number, y: number, s: number, color: string, r: Rng, count = 3): string {
  let out = `<g fill="none" stroke="${color}" stroke-width="${f(2.4 * s)}" stroke-linecap="round" stroke-linejoin="round">`;
  for (let i = 0; i < count; i++) {
    const bx = x + i * 34 * s + between(r, -8, 8) * s;
    const by = y + between(r, -14, 14) * s;
    const w = between(r, 8, 12) * s;
    out += `<path d="M${f(bx - w)},${f(by - w * 0.3)} Q${f(bx - w * 0.45)},${f(by - w * 0.7)} ${f(bx)},${f(by)} Q${f(bx + w * 0.45)},${f(by - w * 0.7)} ${f(bx + w)},${f(by - w * 0.3)}"/>`;
  }
  return `${out}</g>`;
}

/** A smooth rolling hill layer across the canvas, optionally overlaid with a texture fill. */
export function hills(
  art: Art,
  r: Rng,
  baseY: number,
  amp: number,
  fill: string,
  count = 5,
  texture?: string,
): string {
  const d = smoothArea(ridgePoints(r, art.w, baseY, amp, count), art.h + 2);
  return `<path d="${d}" fill="${fill}"/>${texture ? `<path d="${d}" fill="${texture}"/>` : ""}`;
}

/** A single rounded hill (a smooth bump) between x0 and x1 peaking at height `top`. */
export function mound(
  x0: number,
  x1: number,
  baseY: number,
  top: number,
  fill: string,
  bottom: number,
): string {
  const mid = (x0 + x1) / 2;
  const w = x1 - x0;
  const d = `M${f(x0)},${f(bottom)} L${f(x0)},${f(baseY)} C${f(x0 + w * 0.25)},${f(baseY)} ${f(mid - w * 0.22)},${f(top)} ${f(mid)},${f(top)} C${f(mid + w * 0.22)},${f(top)} ${f(x1 - w * 0.25)},${f(baseY)} ${f(x1)},${f(baseY)} L${f(x1)},${f(bottom)} Z`;
  return `<path d="${d}" fill="${fill}"/>`;
}

export interface PeakOptions {
  light: string;
  shade: string;
  snow?: string;
  snowShade?: string;
}

/** A flat two-tone mountain with an optional snow cap. */
export function peak(x: number, baseY: number, width: number, height: number, o: PeakOptions): string {
  const top: Pt = [x, baseY - height];
  const left: Pt = [x - width / 2, baseY];
  const right: Pt = [x + width / 2, baseY];
  let out = `<polygon points="${pts([left, top, right])}" fill="${o.light}" stroke="${o.light}" stroke-width="3" stroke-linejoin="round"/>`;
  out += `<polygon points="${pts([top, [x + width * 0.04, baseY - height * 0.62], [x - width * 0.05, baseY - height * 0.38], [x + width * 0.08, baseY - height * 0.12], [x + width * 0.02, baseY], right])}" fill="${o.shade}"/>`;
  if (o.snow) {
    const t = 0.3;
    const y = baseY - height * (1 - t);
    const lx = x - (width / 2) * t;
    const rx = x + (width / 2) * t;
    out += `<polygon points="${pts([top, [lx, y], [x - width * 0.07, y - height * 0.06], [x - width * 0.02, y + height * 0.04], [x + width * 0.05, y - height * 0.05], [rx, y]])}" fill="${o.snow}"/>`;
    out += `<polygon points="${pts([top, [x + width * 0.012, y - height * 0.12], [x + width * 0.05, y - height * 0.05], [rx, y]])}" fill="${o.snowShade ?? o.snow}"/>`;
  }
  return out;
}

/** A jagged mountain range silhouette with peaks at the given x positions. */
export function range(peaks: readonly Pt[], width: number, bottom: number, fill: string): string {
  const line: Pt[] = [[-20, peaks[0]![1] + 140]];
  for (let i = 0; i < peaks.length; i++) {
    const p = peaks[i]!;
    line.push(p);
    const next = peaks[i + 1];
    if (next) line.push([(p[0] + next[0]) / 2, Math.max(p[1], next[1]) + 70 + ((i * 37) % 40)]);
  }
  line.push([width + 20, peaks[peaks.length - 1]![1] + 140]);
  return `<polygon points="${pts([[-20, bottom], ...line, [width + 20, bottom]])}" fill="${fill}" stroke="${fill}" stroke-width="6" stroke-linejoin="round"/>`;
}

/** A pine tree made of three stacked tiers; (x, y) is the foot of the trunk. */
export function pine(x: number, y: number, h: number, color: string, trunk = "#5b3a24"): string {
  const w = h * 0.42;
  const tier = (top: number, bottom: number, half: number) =>
    `<polygon points="${pts([
      [x, y - h * top],
      [x - half, y - h * bottom],
      [x + half, y - h * bottom],
    ])}" stroke="${color}" stroke-width="${f(h * 0.03)}" stroke-linejoin="round"/>`;
  return (
    `<rect x="${f(x - h * 0.035)}" y="${f(y - h * 0.18)}" width="${f(h * 0.07)}" height="${f(h * 0.18)}" fill="${trunk}"/>` +
    `<g fill="${color}">${tier(1, 0.5, w * 0.6)}${tier(0.8, 0.32, w * 0.8)}${tier(0.58, 0.14, w)}</g>`
  );
}

/** A simple slender conifer silhouette (single shape), cheaper for distant rows. */
export function conifer(x: number, y: number, h: number, color: string): string {
  const w = h * 0.3;
  return `<path d="M${f(x)},${f(y - h)} C${f(x + w * 0.2)},${f(y - h * 0.6)} ${f(x + w)},${f(y - h * 0.15)} ${f(x + w * 0.6)},${f(y)} L${f(x - w * 0.6)},${f(y)} C${f(x - w)},${f(y - h * 0.15)} ${f(x - w * 0.2)},${f(y - h * 0.6)} ${f(x)},${f(y - h)} Z" fill="${color}"/>`;
}

/** A row of conifers along a baseline with random heights. */
export function forest(
  r: Rng,
  x0: number,
  x1: number,
  y: number,
  h: number,
  color: string,
  gap = 26,
): string {
  let out = "";
  for (let x = x0; x < x1; x += gap * between(r, 0.7, 1.3)) {
    out += conifer(x, y + between(r, 0, 6), h * between(r, 0.65, 1.15), color);
  }
  return out;
}

/** A round broad-leaf tree with a trunk and a lighter highlight. */
export function roundTree(
  x: number,
  y: number,
  h: number,
  color: string,
  light: string,
  trunk = "#6b4429",
): string {
  const r = h * 0.3;
  const cy = y - h + r;
  return (
    `<path d="M${f(x - h * 0.03)},${f(y)} L${f(x - h * 0.025)},${f(cy)} L${f(x + h * 0.025)},${f(cy)} L${f(x + h * 0.03)},${f(y)} Z" fill="${trunk}"/>` +
    `<circle cx="${f(x)}" cy="${f(cy)}" r="${f(r)}" fill="${color}"/>` +
    `<circle cx="${f(x - r * 0.55)}" cy="${f(cy + r * 0.35)}" r="${f(r * 0.7)}" fill="${color}"/>` +
    `<circle cx="${f(x + r * 0.6)}" cy="${f(cy + r * 0.3)}" r="${f(r * 0.72)}" fill="${color}"/>` +
    `<circle cx="${f(x - r * 0.25)}" cy="${f(cy - r * 0.3)}" r="${f(r * 0.45)}" fill="${light}" fill-opacity="0.55"/>`
  );
}

/** A coconut palm; (x, y) is the foot, `lean` shifts the crown sideways. */
export function palm(
  x: number,
  y: number,
  h: number,
  lean: number,
  trunk: string,
  leaf: string,
  leafDark: string,
): string {
  const tx = x + lean;
  const ty = y - h;
  const tw = h * 0.035;
  let out = `<path d="M${f(x - tw * 1.3)},${f(y)} Q${f(x + lean * 0.15 - tw)},${f(y - h * 0.55)} ${f(tx - tw * 0.6)},${f(ty)} L${f(tx + tw * 0.6)},${f(ty)} Q${f(x + lean * 0.15 + tw)},${f(y - h * 0.55)} ${f(x + tw * 1.3)},${f(y)} Z" fill="${trunk}"/>`;
  // trunk rings
  for (let i = 1; i < 9; i++) {
    const t = i / 9;
    const cx = x + (tx - x) * t * t * 0.85 + lean * 0.15 * t * (1 - t) * 2;
    const cy = y - h * t;
    out += `<path d="M${f(cx - tw)},${f(cy)} q${f(tw)},${f(-tw * 0.5)} ${f(tw * 2)},0" stroke="#000" stroke-opacity="0.12" stroke-width="${f(tw * 0.35)}" fill="none"/>`;
  }
  const fronds: Array<[number, number, string]> = [
    [-160, 1, leafDark],
    [-20, 1, leafDark],
    [-125, 1.05, leaf],
    [-55, 1.05, leaf],
    [-95, 0.8, leaf],
    [175, 0.85, leafDark],
    [5, 0.85, leaf],
  ];
  for (const [deg, len, col] of fronds) {
    out += frond(tx, ty, h * 0.42 * len, deg, col);
  }
  out += `<circle cx="${f(tx - 6)}" cy="${f(ty + 6)}" r="${f(h * 0.03)}" fill="#6b4a2b"/><circle cx="${f(tx + 7)}" cy="${f(ty + 8)}" r="${f(h * 0.03)}" fill="#5a3c22"/>`;
  return out;
}

/** One drooping palm frond from (x, y) pointing at `deg` degrees. */
function frond(x: number, y: number, len: number, deg: number, color: string): string {
  const a = (deg * Math.PI) / 180;
  const ex = x + Math.cos(a) * len;
  const ey = y + Math.sin(a) * len + len * 0.35;
  const mx = x + Math.cos(a) * len * 0.5;
  const my = y + Math.sin(a) * len * 0.5 - len * 0.18;
  const nx = -Math.sin(a) * len * 0.16;
  const ny = Math.cos(a) * len * 0.16;
  return `<path d="M${f(x)},${f(y)} Q${f(mx + nx)},${f(my + ny)} ${f(ex)},${f(ey)} Q${f(mx - nx * 0.2)},${f(my - ny * 0.2 - len * 0.08)} ${f(x)},${f(y)} Z" fill="${color}"/>`;
}
