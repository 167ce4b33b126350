// Small toolkit for building flat SVG illustrations: a canvas that collects <defs>,
// a seeded random source, smooth-path helpers, the shared palette and colour moods.

export type Rng = () => number;
export type Pt = readonly [number, number];
/** A gradient stop: offset 0..1, colour, optional opacity. */
export type Stop = readonly [number, string, number?];

export function hashString(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

/** Deterministic pseudo-random numbers in [0, 1) (mulberry32). */
export function makeRng(seed: string | number): Rng {
  let a = typeof seed === "number" ? seed >>> 0 : hashString(seed);
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const between = (r: Rng, lo: number, hi: number) => lo + (hi - lo) * r();
export const pick = <T>(r: Rng, items: readonly T[]): T => items[Math.floor(r() * items.length)]!;

/** Rounds coordinates so the SVG text stays short. */
export const f = (n: number) => String(Math.round(n * 10) / 10);
export const pts = (points: readonly Pt[]) => points.map(([x, y]) => `${f(x)},${f(y)}`).join(" ");

/** A smooth open curve through the points (Catmull-Rom converted to cubic Béziers), without the leading M. */
export function smoothThrough(points: readonly Pt[], tension = 1): string {
  let d = "";
  for (let i = 0; i < points.length - 1; i++) {
    const p0 = points[Math.max(0, i - 1)]!;
    const p1 = points[i]!;
    const p2 = points[i + 1]!;
    const p3 = points[Math.min(points.length - 1, i + 2)]!;
    const k = tension / 6;
    const c1: Pt = [p1[0] + (p2[0] - p0[0]) * k, p1[1] + (p2[1] - p0[1]) * k];
    const c2: Pt = [p2[0] - (p3[0] - p1[0]) * k, p2[1] - (p3[1] - p1[1]) * k];
    d += ` C${f(c1[0])},${f(c1[1])} ${f(c2[0])},${f(c2[1])} ${f(p2[0])},${f(p2[1])}`;
  }
  return d;
}

/** Closed shape: a smooth top edge through the points, then straight down to `bottom`. */
export function smoothArea(points: readonly Pt[], bottom: number): string {
  const first = points[0]!;
  const last = points[points.length - 1]!;
  return `M${f(first[0])},${f(bottom)} L${f(first[0])},${f(first[1])}${smoothThrough(points)} L${f(last[0])},${f(bottom)} Z`;
}

/** Random ridge line across the width: `count` points around baseY, up to `amp` higher. */
export function ridgePoints(r: Rng, width: number, baseY: number, amp: number, count: number): Pt[] {
  const out: Pt[] = [];
  for (let i = 0; i <= count; i++) {
    const x =
      -40 + ((width + 80) * i) / count + (i > 0 && i < count ? between(r, -0.2, 0.2) * (width / count) : 0);
    out.push([x, baseY - amp * (0.25 + 0.75 * r())]);
  }
  return out;
}

export function attrs(a: Record<string, string | number | undefined>): string {
  return Object.entries(a)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => `${k}="${typeof v === "number" ? f(v) : v}"`)
    .join(" ");
}

/** An SVG canvas that collects gradient and pattern definitions next to the drawing. */
export class Art {
  private readonly defs: string[] = [];
  private readonly body: string[] = [];
  private counter = 0;

  constructor(
    readonly w: number,
    readonly h: number,
  ) {}

  newId(kind: string): string {
    this.counter += 1;
    return `${kind}${this.counter}`;
  }

  def(markup: string): void {
    this.defs.push(markup);
  }

  add(...markup: string[]): this {
    this.body.push(...markup);
    return this;
  }

  /** Linear gradient from (x1,y1) to (x2,y2) in bounding-box units; returns `url(#id)`. */
  linear(stops: readonly Stop[], x1 = 0, y1 = 0, x2 = 0, y2 = 1): string {
    const id = this.newId("lg");
    this.def(
      `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${stopsMarkup(stops)}</linearGradient>`,
    );
    return `url(#${id})`;
  }

  /** Radial gradient in bounding-box units; returns `url(#id)`. */
  radial(stops: readonly Stop[], cx = 0.5, cy = 0.5, r = 0.5): string {
    const id = this.newId("rg");
    this.def(
      `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}">${stopsMarkup(stops)}</radialGradient>`,
    );
    return `url(#${id})`;
  }

  /** A repeating dot texture; returns `url(#id)`. */
  dots(color: string, gap = 14, radius = 1.6, opacity = 0.35): string {
    const id = this.newId("dots");
    this.def(
      `<pattern id="${id}" width="${gap}" height="${gap}" patternUnits="userSpaceOnUse">` +
        `<circle cx="${gap / 4}" cy="${gap / 4}" r="${radius}" fill="${color}" fill-opacity="${opacity}"/>` +
        `<circle cx="${(gap * 3) / 4}" cy="${(gap * 3) / 4}" r="${radius}" fill="${color}" fill-opacity="${opacity}"/>` +
        "</pattern>",
    );
    return `url(#${id})`;
  }

  /** Diagonal stripes; returns `url(#id)`. */
  stripes(color: string, gap = 16, width = 4, angle = 45, opacity = 0.25): string {
    const id = this.newId("stripes");
    this.def(
      `<pattern id="${id}" width="${gap}" height="${gap}" patternUnits="userSpaceOnUse" patternTransform="rotate(${angle})">` +
        `<rect width="${width}" height="${gap}" fill="${color}" fill-opacity="${opacity}"/></pattern>`,
    );
    return `url(#${id})`;
  }

  /** A clip path from the given shape markup; returns `url(#id)`. */
  clip(shape: string): string {
    const id = this.newId("clip");
    this.def(`<clipPath id="${id}">${shape}</clipPath>`);
    return `url(#${id})`;
  }

  /** A Gaussian blur filter; returns `url(#id)`. */
  blur(std: number): string {
    const id = this.newId("blur");
    this.def(
      `<filter id="${id}" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${std}"/></filter>`,
    );
    return `url(#${id})`;
  }

  /** The finished SVG document; `mirror` flips the drawing left to right. */
  svg(mirror = false): string {
    const body = this.body.join("");
    return (
      `<svg xmlns="http://www.w3.org/2000/svg" width="${this.w}" height="${this.h}" viewBox="0 0 ${this.w} ${this.h}">` +
      `<defs>${this.defs.join("")}</defs>${mirror ? `<g transform="translate(${this.w},0) scale(-1,1)">${body}</g>` : body}</svg>`
    );
  }
}

function stopsMarkup(stops: readonly Stop[]): string {
  return stops
    .map(
      ([o, c, op]) =>
        `<stop offset="${o}" stop-color="${c}"${op === undefined ? "" : ` stop-opacity="${op}"`}/>`,
    )
    .join("");
}

/** Tailwind-like shades of the shared palette. */
export const C = {
  orange50: "#fff7ed",
  orange100: "#ffedd5",
  orange200: "#fed7aa",
  orange300: "#fdba74",
  orange400: "#fb923c",
  orange500: "#f97316",
  orange600: "#ea580c",
  orange700: "#c2410c",
  orange800: "#9a3412",
  orange900: "#7c2d12",
  teal50: "#f0fdfa",
  teal100: "#ccfbf1",
  teal200: "#99f6e4",
  teal300: "#5eead4",
  teal400: "#2dd4bf",
  teal500: "#14b8a6",
  teal600: "#0d9488",
  teal700: "#0f766e",
  teal800: "#115e59",
  teal900: "#134e4a",
  indigo100: "#e0e7ff",
  indigo200: "#c7d2fe",
  indigo300: "#a5b4fc",
  indigo400: "#818cf8",
  indigo500: "#6366f1",
  indigo600: "#4f46e5",
  indigo700: "#4338ca",
  indigo800: "#3730a3",
  indigo900: "#312e81",
  indigo950: "#1e1b4b",
  leaf100: "#ecfccb",
  leaf200: "#d9f99d",
  leaf300: "#bef264",
  leaf400: "#a3e635",
  leaf500: "#84cc16",
  leaf600: "#65a30d",
  leaf700: "#4d7c0f",
  leaf800: "#3f6212",
  leaf900: "#365314",
  sand50: "#fbf6ee",
  sand100: "#f6ead8",
  sand200: "#efdcbf",
  sand300: "#e7c9a0",
  sand400: "#d9ae7a",
  sand500: "#c48f57",
  sand600: "#a0713f",
  sand700: "#7a532c",
  cream: "#fffaf2",
  white: "#ffffff",
  ink: "#1f2937",
  rose300: "#fda4af",
  rose400: "#fb7185",
  amber200: "#fde68a",
  amber300: "#fcd34d",
} as const;

/** Skin tones for people and avatars. */
export const SKIN = ["#f3c9a0", "#e0ac7e", "#c98e5f", "#a86f45", "#8a5534"] as const;
/** Hair colours. */
export const HAIR = ["#2b1d16", "#3b2618", "#1f1a24", "#5a3825", "#151320"] as const;

/** A colour mood: sky gradient, sun, four landscape layers from far to near, and accents. */
export interface Mood {
  name: string;
  sky: readonly [string, string, string];
  sun: string;
  glow: string;
  layers: readonly [string, string, string, string];
  mist: string;
  ink: string;
  accent: string;
  water: readonly [string, string];
  night: boolean;
}

export const MOODS = {
  morning: {
    name: "morning",
    sky: ["#9fdcd3", "#d4efe6", "#fff1de"],
    sun: C.orange300,
    glow: C.orange100,
    layers: ["#b7dcd2", "#7fc3b4", "#35a593", "#11766b"],
    mist: "#ffffff",
    ink: C.teal900,
    accent: C.orange500,
    water: ["#5ccbbd", "#1a9e8f"],
    night: false,
  },
  golden: {
    name: "golden",
    sky: ["#f6b98c", "#fbd4ac", "#fff0da"],
    sun: "#fff6e6",
    glow: C.orange200,
    layers: ["#eeb48b", "#df8d5d", "#c0623c", "#8a3b20"],
    mist: "#fff3e4",
    ink: "#55230f",
    accent: C.teal600,
    water: ["#f2a878", "#d26f44"],
    night: false,
  },
  dusk: {
    name: "dusk",
    sky: ["#3a3590", "#8e7fd3", "#f8ae7f"],
    sun: C.orange300,
    glow: "#f9b48d",
    layers: ["#8a84d2", "#6059b8", "#413b92", "#27236a"],
    mist: "#d9d4ff",
    ink: "#18153f",
    accent: C.orange400,
    water: ["#6f68c8", "#3b358c"],
    night: false,
  },
  night: {
    name: "night",
    sky: ["#16143a", "#2a2773", "#4f4aa8"],
    sun: "#fff4d6",
    glow: "#8b86e0",
    layers: ["#4a46a0", "#363286", "#26236a", "#17143f"],
    mist: "#a9a4f0",
    ink: "#0f0d2c",
    accent: C.orange400,
    water: ["#3f3a95", "#221e5c"],
    night: true,
  },
  verdant: {
    name: "verdant",
    sky: ["#bfe6de", "#e4f3e6", "#fbf4e2"],
    sun: C.orange200,
    glow: C.orange50,
    layers: ["#c5dfa6", "#98c466", "#65a30d", "#3f6212"],
    mist: "#ffffff",
    ink: C.leaf900,
    accent: C.orange500,
    water: ["#7fd3c6", "#2aa898"],
    night: false,
  },
} as const satisfies Record<string, Mood>;

export type MoodName = keyof typeof MOODS;

/** Canvas size of the category pictures (16:9). */
export const W = 1200;
export const H = 675;

/** Linear mix of two #rrggbb colours (t = 0 gives a, 1 gives b). */
export function mix(a: string, b: string, t: number): string {
  const pa = Number.parseInt(a.slice(1), 16);
  const pb = Number.parseInt(b.slice(1), 16);
  const ch = (shift: number) => {
    const ca = (pa >> shift) & 255;
    const cb = (pb >> shift) & 255;
    return Math.round(ca + (cb - ca) * t);
  };
  return `#${((1 << 24) | (ch(16) << 16) | (ch(8) << 8) | ch(0)).toString(16).slice(1)}`;
}

/** Picks the mood of a variant from a list of three. */
export const moodOf = (v: number, names: readonly [MoodName, MoodName, MoodName]): Mood =>
  MOODS[names[v % 3]!];
