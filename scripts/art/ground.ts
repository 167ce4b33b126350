// Ground and water pieces: waves and ripples, mist and haze, grass tufts, speckles, roads.
import { type Art, between, f, type Pt, pts, type Rng } from "./kit";

/** A band of water with a wavy top edge. */
export function wave(art: Art, y: number, amp: number, length: number, fill: string, phase = 0): string {
  let x = -20 - phase;
  let d = `M${f(x)},${f(art.h + 2)} L${f(x)},${f(y)}`;
  let up = true;
  while (x < art.w + 20) {
    d += ` Q${f(x + length / 4)},${f(y + (up ? -amp : amp))} ${f(x + length / 2)},${f(y)}`;
    x += length / 2;
    up = !up;
  }
  d += ` L${f(x)},${f(art.h + 2)} Z`;
  return `<path d="${d}" fill="${fill}"/>`;
}

/** Short white wave dashes on water. */
export function ripples(
  r: Rng,
  x0: number,
  x1: number,
  y0: number,
  y1: number,
  count: number,
  color: string,
  opacity = 0.6,
): string {
  let out = `<g stroke="${color}" stroke-opacity="${opacity}" stroke-linecap="round" fill="none">`;
  for (let i = 0; i < count; i++) {
    const x = between(r, x0, x1);
    const y = between(r, y0, y1);
    const t = (y - y0) / Math.max(1, y1 - y0);
    const w = 14 + 40 * t * between(r, 0.6, 1.2);
    out += `<path d="M${f(x)},${f(y)} h${f(w)}" stroke-width="${f(2 + 2.5 * t)}"/>`;
  }
  return `${out}</g>`;
}

/** A soft horizontal band of mist. */
export function mist(art: Art, y: number, height: number, color: string, opacity = 0.55): string {
  const fill = art.linear([
    [0, color, 0],
    [0.5, color, opacity],
    [1, color, 0],
  ]);
  return `<rect x="0" y="${f(y - height / 2)}" width="${art.w}" height="${f(height)}" fill="${fill}"/>`;
}

/** Gradient overlay that fades a layer towards the horizon colour (atmospheric depth). */
export function haze(art: Art, y0: number, y1: number, color: string, opacity = 0.5): string {
  const fill = art.linear([
    [0, color, 0],
    [1, color, opacity],
  ]);
  return `<rect x="0" y="${f(y0)}" width="${art.w}" height="${f(y1 - y0)}" fill="${fill}"/>`;
}

/** Little grass tufts along the ground. */
export function tufts(
  r: Rng,
  x0: number,
  x1: number,
  y: number,
  count: number,
  color: string,
  size = 14,
): string {
  let out = `<g fill="${color}">`;
  for (let i = 0; i < count; i++) {
    const x = between(r, x0, x1);
    const s = size * between(r, 0.6, 1.3);
    const yy = y + between(r, -6, 6);
    out += `<path d="M${f(x - s * 0.5)},${f(yy)} Q${f(x - s * 0.45)},${f(yy - s * 0.6)} ${f(x - s * 0.7)},${f(yy - s)} Q${f(x - s * 0.1)},${f(yy - s * 0.55)} ${f(x)},${f(yy - s * 1.2)} Q${f(x + s * 0.1)},${f(yy - s * 0.55)} ${f(x + s * 0.7)},${f(yy - s)} Q${f(x + s * 0.45)},${f(yy - s * 0.6)} ${f(x + s * 0.5)},${f(yy)} Z"/>`;
  }
  return `${out}</g>`;
}

/** Scattered texture dots on a region (drawn directly, not as a pattern). */
export function speckle(
  r: Rng,
  x0: number,
  x1: number,
  y0: number,
  y1: number,
  count: number,
  color: string,
  opacity = 0.25,
  size = 2.2,
): string {
  let out = `<g fill="${color}" fill-opacity="${opacity}">`;
  for (let i = 0; i < count; i++) {
    out += `<circle cx="${f(between(r, x0, x1))}" cy="${f(between(r, y0, y1))}" r="${f(size * between(r, 0.6, 1.3))}"/>`;
  }
  return `${out}</g>`;
}

/** Point on a cubic Bézier. */
function bezier(p0: Pt, p1: Pt, p2: Pt, p3: Pt, t: number): Pt {
  const u = 1 - t;
  return [
    u * u * u * p0[0] + 3 * u * u * t * p1[0] + 3 * u * t * t * p2[0] + t * t * t * p3[0],
    u * u * u * p0[1] + 3 * u * u * t * p1[1] + 3 * u * t * t * p2[1] + t * t * t * p3[1],
  ];
}

/**
 * A road-like ribbon along a cubic Bézier whose width shrinks from w0 to w1 (perspective).
 * Returns the filled body, a centre line path and the sampled centre points.
 */
export function ribbon(
  p0: Pt,
  p1: Pt,
  p2: Pt,
  p3: Pt,
  w0: number,
  w1: number,
  steps = 40,
): { body: string; centre: string; points: Pt[] } {
  const centre: Pt[] = [];
  for (let i = 0; i <= steps; i++) centre.push(bezier(p0, p1, p2, p3, i / steps));
  const left: Pt[] = [];
  const right: Pt[] = [];
  centre.forEach((p, i) => {
    const a = centre[Math.max(0, i - 1)]!;
    const b = centre[Math.min(steps, i + 1)]!;
    const dx = b[0] - a[0];
    const dy = b[1] - a[1];
    const len = Math.hypot(dx, dy) || 1;
    const w = (w0 + (w1 - w0) * (i / steps)) / 2;
    left.push([p[0] - (dy / len) * w, p[1] + (dx / len) * w]);
    right.push([p[0] + (dy / len) * w, p[1] - (dx / len) * w]);
  });
  const body = `M${pts(left).replace(/ /g, " L")} L${pts(right.reverse()).replace(/ /g, " L")} Z`;
  return { body, centre: `M${pts(centre).replace(/ /g, " L")}`, points: centre };
}

/** Dashes along sampled centre points that shrink with distance. */
export function dashes(points: readonly Pt[], w0: number, w1: number, color: string, every = 3): string {
  let out = "";
  for (let i = 0; i + 1 < points.length; i += every) {
    const a = points[i]!;
    const b = points[i + 1]!;
    const w = w0 + (w1 - w0) * (i / points.length);
    out += `<path d="M${f(a[0])},${f(a[1])} L${f(b[0])},${f(b[1])}" stroke="${color}" stroke-width="${f(w)}" stroke-linecap="round"/>`;
  }
  return out;
}
