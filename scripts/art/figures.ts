// People and vehicles. Every figure is drawn in its own unit space and placed with a transform,
// so a scene only says where (foot position), how big and which way it faces.
import { f } from "./kit";

export type HairStyle = "short" | "long" | "bun" | "ponytail" | "curly" | "cap" | "bob";
export type Pose = "stand" | "wave" | "cheer" | "straps" | "walk" | "pole" | "flag" | "hold";

export interface PersonStyle {
  skin: string;
  hair: string;
  top: string;
  bottom: string;
  shoes?: string;
  hairStyle?: HairStyle;
  backpack?: string;
  pose?: Pose;
  /** A skirt or kurta instead of trousers. */
  dress?: boolean;
  /** Accent for caps, scarves and flags. */
  accent?: string;
}

const place = (x: number, y: number, s: number, flip = false) =>
  `transform="translate(${f(x)},${f(y)}) scale(${flip ? -f(s) : f(s)},${f(s)})"`;

/** Front-facing standing person, feet at (x, y), about 200*s tall. Faceless flat style. */
export function person(x: number, y: number, s: number, p: PersonStyle, flip = false): string {
  const pose = p.pose ?? "stand";
  const style = p.hairStyle ?? "short";
  const shoes = p.shoes ?? "#2a2230";
  let g = `<g ${place(x, y, s, flip)} stroke-linecap="round" stroke-linejoin="round">`;
  // hair behind the head
  if (style === "long")
    g += `<path d="M-20,-182 Q-22,-203 0,-202 Q22,-203 20,-182 L23,-136 Q0,-128 -23,-136 Z" fill="${p.hair}"/>`;
  if (style === "bob")
    g += `<path d="M-21,-182 Q-22,-204 0,-203 Q22,-204 21,-182 L21,-160 Q0,-154 -21,-160 Z" fill="${p.hair}"/>`;
  if (style === "ponytail")
    g += `<path d="M10,-192 Q34,-192 31,-164 Q29,-148 21,-140 Q25,-164 10,-178 Z" fill="${p.hair}"/>`;
  // backpack peeking out behind the shoulders
  if (p.backpack) {
    g += `<rect x="-33" y="-166" width="66" height="66" rx="16" fill="${p.backpack}"/>`;
    g += `<rect x="-26" y="-176" width="52" height="14" rx="7" fill="${p.accent ?? "#f4e3c8"}"/>`;
  }
  // legs
  const legCol = p.bottom;
  if (p.dress) {
    g += `<path d="M-22,-96 L-30,-30 Q0,-24 30,-30 L22,-96 Z" fill="${legCol}"/>`;
    g += `<rect x="-15" y="-36" width="10" height="34" rx="5" fill="${p.skin}"/><rect x="5" y="-36" width="10" height="34" rx="5" fill="${p.skin}"/>`;
  } else if (pose === "walk") {
    g += `<rect x="-20" y="-96" width="17" height="92" rx="8" fill="${legCol}" transform="rotate(12,-12,-94)"/>`;
    g += `<rect x="3" y="-96" width="17" height="92" rx="8" fill="${legCol}" transform="rotate(-10,12,-94)"/>`;
  } else {
    g += `<rect x="-20" y="-98" width="17" height="96" rx="8" fill="${legCol}"/><rect x="3" y="-98" width="17" height="96" rx="8" fill="${legCol}"/>`;
  }
  if (pose === "walk") {
    g += `<ellipse cx="-28" cy="-4" rx="12" ry="6" fill="${shoes}"/><ellipse cx="26" cy="-4" rx="12" ry="6" fill="${shoes}"/>`;
  } else {
    g += `<ellipse cx="-13" cy="-3" rx="12" ry="6" fill="${shoes}"/><ellipse cx="13" cy="-3" rx="12" ry="6" fill="${shoes}"/>`;
  }
  // neck and torso
  g += `<rect x="-6" y="-168" width="12" height="18" rx="4" fill="${p.skin}"/>`;
  g += `<path d="M-28,-136 Q-28,-156 -12,-157 L12,-157 Q28,-156 28,-136 L24,-90 Q0,-86 -24,-90 Z" fill="${p.top}"/>`;
  if (p.backpack)
    g += `<path d="M-17,-156 L-15,-96 M17,-156 L15,-96" stroke="${p.backpack}" stroke-width="6" fill="none"/>`;
  // arms
  const arm = (d: string) => `<path d="${d}" stroke="${p.top}" stroke-width="12" fill="none"/>`;
  const hand = (hx: number, hy: number) => `<circle cx="${hx}" cy="${hy}" r="6.5" fill="${p.skin}"/>`;
  const arms: Record<Pose, Array<[string, number, number]>> = {
    stand: [
      ["M-25,-148 Q-34,-122 -31,-96", -31, -94],
      ["M25,-148 Q34,-122 31,-96", 31, -94],
    ],
    wave: [
      ["M-25,-148 Q-34,-122 -31,-96", -31, -94],
      ["M25,-148 Q46,-160 44,-198", 44, -202],
    ],
    cheer: [
      ["M-25,-148 Q-46,-168 -42,-204", -42, -208],
      ["M25,-148 Q46,-168 42,-204", 42, -208],
    ],
    straps: [
      ["M-25,-148 Q-36,-124 -18,-118", -17, -120],
      ["M25,-148 Q36,-124 18,-118", 17, -120],
    ],
    walk: [
      ["M-25,-148 Q-38,-124 -42,-100", -42, -98],
      ["M25,-148 Q34,-122 24,-98", 24, -96],
    ],
    pole: [
      ["M-25,-148 Q-34,-122 -31,-96", -31, -94],
      ["M25,-148 Q44,-132 48,-112", 48, -110],
    ],
    flag: [
      ["M-25,-148 Q-34,-122 -31,-96", -31, -94],
      ["M25,-148 Q44,-170 44,-196", 44, -198],
    ],
    hold: [
      ["M-25,-148 Q-30,-118 -8,-116", -6, -116],
      ["M25,-148 Q30,-118 8,-116", 6, -116],
    ],
  };
  for (const [d, hx, hy] of arms[pose]) g += arm(d) + hand(hx, hy);
  if (pose === "pole") g += `<path d="M48,-132 L56,0" stroke="#3b3b48" stroke-width="4"/>`;
  if (pose === "flag") {
    g += `<path d="M44,-196 L44,-290" stroke="#3b3b48" stroke-width="4"/>`;
    g += `<path d="M44,-290 Q70,-298 96,-284 Q76,-274 96,-258 Q70,-266 44,-258 Z" fill="${p.accent ?? "#f97316"}"/>`;
  }
  // head and hair on top
  g += `<circle cx="0" cy="-182" r="17" fill="${p.skin}"/>`;
  g += hairTop(style, p.hair, p.accent);
  return `${g}</g>`;
}

function hairTop(style: HairStyle, hair: string, accent = "#f97316"): string {
  const cap = `<path d="M-18,-180 Q-19,-201 0,-201 Q19,-201 18,-180 Q11,-190 -2,-189 Q-12,-188 -18,-180 Z" fill="${hair}"/>`;
  switch (style) {
    case "bun":
      return `${cap}<circle cx="0" cy="-204" r="10" fill="${hair}"/>`;
    case "curly":
      return `<g fill="${hair}"><circle cx="-13" cy="-190" r="9"/><circle cx="0" cy="-197" r="10"/><circle cx="13" cy="-190" r="9"/><circle cx="-17" cy="-179" r="6"/><circle cx="17" cy="-179" r="6"/></g>`;
    case "cap":
      return `${cap}<path d="M-18,-186 Q-18,-204 0,-204 Q18,-204 18,-186 Z" fill="${accent}"/><path d="M10,-188 L34,-186 Q30,-181 12,-182 Z" fill="${accent}"/>`;
    case "long":
    case "bob":
      return `<path d="M-19,-178 Q-21,-202 0,-202 Q21,-202 19,-178 Q8,-192 -6,-188 Q-14,-186 -19,-178 Z" fill="${hair}"/>`;
    default:
      return cap;
  }
}

/** A person sitting on the ground or a log seen from the side (single-colour silhouette), hip at (x, y). */
export function sittingSide(
  x: number,
  y: number,
  s: number,
  color: string,
  flip = false,
  accent?: string,
): string {
  return (
    `<g ${place(x, y, s, flip)} fill="none" stroke="${color}" stroke-linecap="round" stroke-linejoin="round">` +
    `<path d="M0,0 L8,-74" stroke-width="34"/>` +
    `<path d="M0,4 L52,-8 L58,44" stroke-width="22"/>` +
    `<path d="M10,-64 Q34,-36 50,-18" stroke-width="12"/>` +
    `<circle cx="14" cy="-106" r="19" fill="${color}" stroke="none"/>` +
    (accent ? `<path d="M-4,-60 Q8,-44 26,-52" stroke="${accent}" stroke-width="9"/>` : "") +
    `<ellipse cx="66" cy="46" rx="14" ry="6" fill="${color}" stroke="none"/>` +
    "</g>"
  );
}

/** Meditating person in lotus pose, front view; (x, y) is the centre of the crossed legs' base. */
export function meditator(
  x: number,
  y: number,
  s: number,
  skin: string,
  top: string,
  bottom: string,
  hair: string,
): string {
  return (
    `<g ${place(x, y, s)} stroke-linecap="round" stroke-linejoin="round">` +
    `<path d="M-78,-6 Q-80,-38 -40,-42 L40,-42 Q80,-38 78,-6 Q40,6 0,2 Q-40,6 -78,-6 Z" fill="${bottom}"/>` +
    `<path d="M-30,-40 Q-34,-110 -20,-118 L20,-118 Q34,-110 30,-40 Z" fill="${top}"/>` +
    `<path d="M-26,-108 Q-58,-80 -56,-34" stroke="${top}" stroke-width="13" fill="none"/>` +
    `<path d="M26,-108 Q58,-80 56,-34" stroke="${top}" stroke-width="13" fill="none"/>` +
    `<circle cx="-56" cy="-30" r="7" fill="${skin}"/><circle cx="56" cy="-30" r="7" fill="${skin}"/>` +
    `<rect x="-6" y="-132" width="12" height="16" rx="4" fill="${skin}"/>` +
    `<circle cx="0" cy="-146" r="18" fill="${skin}"/>` +
    `<path d="M-19,-144 Q-21,-166 0,-166 Q21,-166 19,-144 Q8,-156 -6,-152 Q-14,-150 -19,-144 Z" fill="${hair}"/>` +
    `<circle cx="0" cy="-170" r="9" fill="${hair}"/>` +
    "</g>"
  );
}

/** Standing tree pose (vrikshasana), front view, feet at (x, y). */
export function treePose(
  x: number,
  y: number,
  s: number,
  skin: string,
  top: string,
  bottom: string,
  hair: string,
): string {
  return (
    `<g ${place(x, y, s)} stroke-linecap="round" stroke-linejoin="round" fill="none">` +
    `<path d="M-4,-96 L-6,-4" stroke="${bottom}" stroke-width="17"/>` +
    `<path d="M6,-96 Q40,-70 30,-52 Q18,-44 -2,-58" stroke="${bottom}" stroke-width="16"/>` +
    `<ellipse cx="-8" cy="-3" rx="12" ry="6" fill="${skin}"/>` +
    `<path d="M-22,-136 Q-22,-156 -10,-157 L10,-157 Q22,-156 22,-136 L20,-92 Q0,-88 -20,-92 Z" fill="${top}"/>` +
    `<path d="M-18,-150 Q-34,-200 -4,-248" stroke="${top}" stroke-width="11"/>` +
    `<path d="M18,-150 Q34,-200 4,-248" stroke="${top}" stroke-width="11"/>` +
    `<circle cx="0" cy="-252" r="7" fill="${skin}"/>` +
    `<rect x="-6" y="-168" width="12" height="16" rx="4" fill="${skin}"/>` +
    `<circle cx="0" cy="-182" r="17" fill="${skin}"/>` +
    `<path d="M-18,-180 Q-19,-201 0,-201 Q19,-201 18,-180 Q11,-190 -2,-189 Q-12,-188 -18,-180 Z" fill="${hair}"/>` +
    `<path d="M14,-192 Q32,-186 26,-158 Q22,-170 10,-178 Z" fill="${hair}"/>` +
    "</g>"
  );
}

export interface CarStyle {
  body: string;
  dark: string;
  window: string;
  trim: string;
  luggage?: string;
  surfboard?: string;
  lights?: boolean;
}

/** A rounded retro hatchback seen from the side, facing right; wheels stand on y. */
export function car(x: number, y: number, s: number, c: CarStyle, flip = false): string {
  let g = `<g ${place(x, y, s, flip)}>`;
  g += `<ellipse cx="0" cy="0" rx="140" ry="8" fill="#000" fill-opacity="0.12"/>`;
  if (c.surfboard)
    g += `<path d="M-110,-126 Q-10,-140 120,-124 Q-10,-116 -110,-126 Z" fill="${c.surfboard}"/>`;
  if (c.luggage) {
    g += `<rect x="-44" y="-132" width="46" height="20" rx="5" fill="${c.luggage}"/>`;
    g += `<rect x="6" y="-128" width="38" height="16" rx="5" fill="${c.trim}"/>`;
    g += `<path d="M-50,-112 L54,-112" stroke="${c.dark}" stroke-width="4" stroke-linecap="round"/>`;
  }
  g += `<path d="M-128,-34 Q-130,-64 -104,-68 L-74,-72 L-44,-106 Q-36,-114 -24,-114 L46,-114 Q60,-114 68,-104 L94,-74 L116,-68 Q134,-62 132,-40 L132,-34 Q132,-24 122,-24 L-118,-24 Q-128,-24 -128,-34 Z" fill="${c.body}"/>`;
  g += `<path d="M-126,-50 L132,-50 L132,-40 L-127,-40 Z" fill="${c.trim}" fill-opacity="0.85"/>`;
  g += `<path d="M-34,-104 L-6,-104 L-6,-76 L-60,-76 Z" fill="${c.window}"/>`;
  g += `<path d="M2,-104 L44,-104 Q54,-104 60,-96 L78,-76 L2,-76 Z" fill="${c.window}"/>`;
  g += `<path d="M-30,-100 L-20,-100 L-40,-80 L-48,-80 Z M10,-100 L22,-100 L8,-80 L2,-80 L2,-92 Z" fill="#fff" fill-opacity="0.35"/>`;
  g += `<rect x="-6" y="-70" width="14" height="4" rx="2" fill="${c.dark}"/>`;
  g += `<rect x="-128" y="-66" width="10" height="14" rx="3" fill="#ef4444"/>`;
  g += `<circle cx="124" cy="-58" r="7" fill="#fff7d6"/>`;
  if (c.lights) g += `<path d="M128,-58 L260,-90 L260,-20 Z" fill="#fff3c4" fill-opacity="0.28"/>`;
  for (const wx of [-78, 82]) {
    g += `<circle cx="${wx}" cy="-24" r="25" fill="${c.dark}"/><circle cx="${wx}" cy="-24" r="12" fill="${c.trim}"/><circle cx="${wx}" cy="-24" r="4" fill="${c.dark}"/>`;
  }
  return `${g}</g>`;
}

export interface BikeStyle {
  body: string;
  dark: string;
  chrome: string;
  rider?: string;
  helmet?: string;
  bag?: string;
  lights?: boolean;
}

/** A classic Indian cruiser motorbike with an optional rider, facing right; wheels on y. */
export function motorbike(x: number, y: number, s: number, c: BikeStyle, flip = false): string {
  let g = `<g ${place(x, y, s, flip)} stroke-linecap="round" stroke-linejoin="round">`;
  g += `<ellipse cx="4" cy="0" rx="130" ry="7" fill="#000" fill-opacity="0.14"/>`;
  if (c.lights) g += `<path d="M84,-106 L280,-150 L280,-40 Z" fill="#fff3c4" fill-opacity="0.25"/>`;
  // wheels
  for (const wx of [-72, 80]) {
    g += `<circle cx="${wx}" cy="-38" r="35" fill="none" stroke="${c.dark}" stroke-width="10"/>`;
    g += `<circle cx="${wx}" cy="-38" r="25" fill="none" stroke="${c.chrome}" stroke-width="2"/>`;
    g += `<circle cx="${wx}" cy="-38" r="7" fill="${c.chrome}"/>`;
  }
  // frame, fork, exhaust
  g += `<path d="M-72,-38 L-20,-52 L40,-92 M-20,-52 L-36,-92" stroke="${c.dark}" stroke-width="7" fill="none"/>`;
  g += `<path d="M80,-38 L58,-118" stroke="${c.chrome}" stroke-width="8" fill="none"/>`;
  g += `<path d="M20,-40 L-104,-44" stroke="${c.chrome}" stroke-width="9" fill="none"/>`;
  g += `<path d="M-104,-44 L-118,-46" stroke="${c.dark}" stroke-width="9" fill="none"/>`;
  // engine
  g += `<rect x="-28" y="-78" width="56" height="40" rx="10" fill="${c.chrome}"/>`;
  g += `<path d="M-20,-70 h40 M-20,-60 h40 M-20,-50 h40" stroke="${c.dark}" stroke-opacity="0.35" stroke-width="3"/>`;
  // fenders
  g += `<path d="M-116,-42 Q-112,-86 -70,-84 Q-46,-84 -34,-66" stroke="${c.body}" stroke-width="9" fill="none"/>`;
  g += `<path d="M52,-62 Q64,-84 88,-80 Q110,-76 116,-54" stroke="${c.body}" stroke-width="8" fill="none"/>`;
  // tank and seat
  g += `<path d="M-22,-100 Q-6,-118 30,-114 Q52,-110 52,-96 L44,-84 L-18,-82 Z" fill="${c.body}"/>`;
  g += `<path d="M-6,-108 Q14,-114 34,-110" stroke="#fff" stroke-opacity="0.45" stroke-width="4" fill="none"/>`;
  g += `<path d="M-80,-92 Q-66,-104 -22,-98 L-20,-84 Q-56,-80 -82,-82 Z" fill="${c.dark}"/>`;
  // handlebar and lamp
  g += `<path d="M58,-118 L40,-134" stroke="${c.dark}" stroke-width="6" fill="none"/>`;
  g += `<circle cx="72" cy="-108" r="11" fill="${c.chrome}"/><circle cx="75" cy="-108" r="7" fill="#fff7d6"/>`;
  if (c.bag) g += `<rect x="-112" y="-112" width="42" height="34" rx="8" fill="${c.bag}"/>`;
  if (c.rider) {
    const r = c.rider;
    g += `<path d="M-44,-96 L-24,-168" stroke="${r}" stroke-width="30" fill="none"/>`;
    g += `<path d="M-40,-96 L14,-96 L8,-54" stroke="${r}" stroke-width="18" fill="none"/>`;
    g += `<path d="M-26,-160 Q10,-150 40,-134" stroke="${r}" stroke-width="11" fill="none"/>`;
    g += `<ellipse cx="14" cy="-50" rx="12" ry="6" fill="${c.dark}"/>`;
    g += `<circle cx="-16" cy="-194" r="20" fill="${c.helmet ?? r}"/>`;
    g += `<path d="M-6,-200 Q8,-198 6,-186 L-4,-186 Z" fill="#1e1b2e" fill-opacity="0.7"/>`;
    g += `<path d="M-52,-168 Q-58,-120 -48,-104 L-32,-110 L-28,-166 Z" fill="${c.bag ?? c.body}"/>`;
  }
  return `${g}</g>`;
}
