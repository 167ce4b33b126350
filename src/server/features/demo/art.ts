// Generated avatars for demo members: initials or an abstract friendly face on a soft
// gradient circle, with colours picked deterministically from the seed. Never photos.
import sharp from "sharp";

const PALETTES = [
  { light: "#fed7aa", deep: "#f97316", ink: "#7c2d12" }, // orange
  { light: "#99f6e4", deep: "#14b8a6", ink: "#134e4a" }, // teal
  { light: "#f6ead8", deep: "#e7c9a0", ink: "#7a532c" }, // sand
  { light: "#c7d2fe", deep: "#6366f1", ink: "#312e81" }, // indigo
  { light: "#d9f99d", deep: "#65a30d", ink: "#365314" }, // leaf green
  { light: "#ffedd5", deep: "#fdba74", ink: "#9a3412" }, // orange tint
  { light: "#ccfbf1", deep: "#5eead4", ink: "#115e59" }, // teal tint
  { light: "#e0e7ff", deep: "#a5b4fc", ink: "#3730a3" }, // indigo tint
] as const;

const SKIN = ["#f3c9a0", "#e8b68c", "#d69e6e", "#c08552", "#a86f45", "#8a5534"] as const;
const HAIR = ["#2b1d16", "#3b2618", "#1f1a24", "#5a3825", "#151320", "#7a4a2a"] as const;
const CLOTHES = [
  "#f97316",
  "#14b8a6",
  "#6366f1",
  "#65a30d",
  "#e7c9a0",
  "#0f766e",
  "#c2410c",
  "#4338ca",
] as const;
const HAIR_STYLES = ["short", "long", "bun", "curly", "bob", "quiff", "cap", "buzz"] as const;
type HairStyle = (typeof HAIR_STYLES)[number];

function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

/** A small deterministic generator (mulberry32) so that each choice uses fresh bits of the seed. */
function chooser(seed: string) {
  let state = hash(seed);
  return <T>(items: readonly T[]): T => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    const n = ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    return items[Math.floor(n * items.length)]!;
  };
}

const escapeXml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" })[c]!,
  );

function frame(defs: string, body: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512" viewBox="0 0 512 512">` +
    `<defs>${defs}<clipPath id="c"><circle cx="256" cy="256" r="256"/></clipPath></defs>` +
    `<g clip-path="url(#c)">${body}</g></svg>`
  );
}

function gradient(id: string, from: string, to: string, diagonal = true): string {
  return `<linearGradient id="${id}" x1="0" y1="0" x2="${diagonal ? 1 : 0}" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`;
}

function initialsAvatar(pick: ReturnType<typeof chooser>, initials: string): string {
  const p = pick(PALETTES);
  const style = pick([0, 1, 2] as const);
  const text = escapeXml(initials.trim().slice(0, 3).toUpperCase() || "?");
  const size = text.length >= 3 ? 150 : text.length === 2 ? 196 : 236;
  const dark = p.deep === "#e7c9a0" || p.deep === "#fdba74" || p.deep === "#5eead4" || p.deep === "#a5b4fc";
  const color = dark ? p.ink : "#ffffff";
  let decor = "";
  if (style === 0) {
    decor = `<circle cx="256" cy="256" r="218" fill="none" stroke="#ffffff" stroke-opacity="0.35" stroke-width="6"/>`;
  } else if (style === 1) {
    decor = `<circle cx="420" cy="90" r="120" fill="#ffffff" fill-opacity="0.18"/><circle cx="80" cy="440" r="90" fill="${p.ink}" fill-opacity="0.12"/>`;
  } else {
    decor = `<path d="M0,360 C120,320 200,420 320,380 C420,348 470,300 512,310 L512,512 L0,512 Z" fill="${p.ink}" fill-opacity="0.14"/>`;
  }
  return frame(
    gradient("g", p.light, p.deep),
    `<rect width="512" height="512" fill="url(#g)"/>${decor}` +
      `<text x="256" y="${256 + Math.round(size * 0.36)}" text-anchor="middle" font-family="sans-serif" font-weight="700" font-size="${size}" fill="${color}" letter-spacing="2">${text}</text>`,
  );
}

function hairBack(style: HairStyle, color: string): string {
  switch (style) {
    case "long":
      return `<path d="M148,250 C136,140 206,112 256,112 C306,112 376,140 364,250 L380,430 C330,452 182,452 132,430 Z" fill="${color}"/>`;
    case "bob":
      return `<path d="M146,250 C142,150 204,116 256,116 C308,116 370,150 366,250 L370,336 Q256,352 142,336 Z" fill="${color}"/>`;
    case "bun":
      return `<circle cx="256" cy="126" r="46" fill="${color}"/>`;
    default:
      return "";
  }
}

function hairTop(style: HairStyle, color: string, accent: string): string {
  switch (style) {
    case "curly": {
      let out = `<g fill="${color}">`;
      const puffs = [
        [170, 214, 34],
        [196, 168, 38],
        [240, 146, 40],
        [288, 148, 40],
        [328, 176, 36],
        [346, 220, 30],
        [214, 190, 30],
        [300, 196, 30],
      ];
      for (const [x, y, r] of puffs) out += `<circle cx="${x}" cy="${y}" r="${r}"/>`;
      return `${out}</g>`;
    }
    case "quiff":
      return `<path d="M164,246 C150,160 200,120 258,118 C330,116 372,160 350,246 C342,206 320,196 296,192 C270,210 214,200 190,190 C176,206 168,224 164,246 Z" fill="${color}"/><path d="M196,172 C230,120 320,112 340,170 C300,150 250,150 196,172 Z" fill="${color}"/>`;
    case "cap":
      return `<path d="M160,232 C160,150 210,124 258,124 C308,124 352,150 352,232 Z" fill="${accent}"/><path d="M300,216 C350,206 400,212 420,232 C380,236 330,236 300,232 Z" fill="${accent}"/><circle cx="256" cy="128" r="10" fill="${accent}"/><path d="M160,232 L352,232" stroke="#000" stroke-opacity="0.15" stroke-width="8"/>`;
    case "buzz":
      return `<path d="M166,240 C160,160 214,136 256,136 C300,136 352,160 346,240 C330,196 296,184 256,184 C216,184 182,196 166,240 Z" fill="${color}" fill-opacity="0.85"/>`;
    case "long":
    case "bob":
      return `<path d="M158,250 C150,156 208,128 256,128 C306,128 364,156 354,250 C330,210 306,182 270,176 C250,204 200,214 158,250 Z" fill="${color}"/>`;
    default:
      return `<path d="M162,246 C154,160 210,126 258,126 C312,126 362,160 350,246 C336,204 302,184 256,184 C214,184 180,200 162,246 Z" fill="${color}"/>`;
  }
}

function faceAvatar(pick: ReturnType<typeof chooser>): string {
  const p = pick(PALETTES);
  const skin = pick(SKIN);
  const hair = pick(HAIR);
  const style = pick(HAIR_STYLES);
  const top = pick(CLOTHES.filter((c) => c !== p.deep));
  const accent = pick(CLOTHES.filter((c) => c !== top));
  const glasses = pick([false, false, false, true]);
  const earrings = (style === "long" || style === "bun" || style === "bob") && pick([true, false]);
  const happyEyes = pick([false, true, false]);
  const ink = "#2b2230";
  let body = `<rect width="512" height="512" fill="url(#g)"/>`;
  body += `<circle cx="${pick([96, 416])}" cy="${pick([96, 120])}" r="70" fill="#ffffff" fill-opacity="0.22"/>`;
  body += hairBack(style, hair);
  // shoulders and neck
  body += `<path d="M84,512 C84,420 160,378 256,378 C352,378 428,420 428,512 Z" fill="${top}"/>`;
  body += `<path d="M222,330 L290,330 L292,392 Q256,420 220,392 Z" fill="${skin}"/>`;
  body += `<path d="M222,360 Q256,380 290,360 L290,340 L222,340 Z" fill="#000" fill-opacity="0.08"/>`;
  body += `<path d="M206,384 Q256,440 306,384 Q256,414 206,384 Z" fill="#ffffff" fill-opacity="0.25"/>`;
  // ears and head
  body += `<circle cx="164" cy="262" r="20" fill="${skin}"/><circle cx="348" cy="262" r="20" fill="${skin}"/>`;
  if (earrings)
    body += `<circle cx="162" cy="292" r="8" fill="${accent}"/><circle cx="350" cy="292" r="8" fill="${accent}"/>`;
  body += `<ellipse cx="256" cy="252" rx="94" ry="104" fill="${skin}"/>`;
  body += hairTop(style, hair, accent);
  // face
  if (happyEyes) {
    body += `<path d="M208,266 Q222,250 236,266 M276,266 Q290,250 304,266" stroke="${ink}" stroke-width="7" fill="none" stroke-linecap="round"/>`;
  } else {
    body += `<ellipse cx="222" cy="264" rx="9" ry="11" fill="${ink}"/><ellipse cx="290" cy="264" rx="9" ry="11" fill="${ink}"/>`;
    body += `<circle cx="225" cy="260" r="3" fill="#fff"/><circle cx="293" cy="260" r="3" fill="#fff"/>`;
  }
  body += `<path d="M206,236 Q222,228 238,234 M274,234 Q290,228 306,236" stroke="${hair}" stroke-width="6" fill="none" stroke-linecap="round"/>`;
  if (glasses)
    body += `<g fill="none" stroke="${ink}" stroke-width="5"><circle cx="222" cy="264" r="24"/><circle cx="290" cy="264" r="24"/><path d="M246,262 Q256,256 266,262"/></g>`;
  body += `<ellipse cx="200" cy="300" rx="17" ry="10" fill="#fb7185" fill-opacity="0.25"/><ellipse cx="312" cy="300" rx="17" ry="10" fill="#fb7185" fill-opacity="0.25"/>`;
  body += `<path d="M256,276 Q250,292 258,296" stroke="#000" stroke-opacity="0.15" stroke-width="5" fill="none" stroke-linecap="round"/>`;
  body += `<path d="M228,312 Q256,336 284,312" stroke="${ink}" stroke-width="7" fill="none" stroke-linecap="round"/>`;
  return frame(gradient("g", p.light, p.deep), body);
}

/**
 * A 512x512 SVG avatar for a demo member: initials or an abstract friendly face on a soft
 * gradient circle (transparent corners). The same seed always gives the same picture.
 */
export function avatarSvg(seed: string, initials: string): string {
  const pick = chooser(seed);
  const kind = pick(["initials", "face", "face", "initials", "face"] as const);
  return kind === "initials" ? initialsAvatar(pick, initials) : faceAvatar(pick);
}

/** Rasterises an SVG to a square WebP of the given size. */
export async function renderWebp(svg: string, size: number): Promise<Buffer> {
  return sharp(Buffer.from(svg)).resize(size, size).webp({ quality: 82 }).toBuffer();
}
