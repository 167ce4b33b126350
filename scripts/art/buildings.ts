// Buildings and strung decorations: temples, domes and minarets, old-city rows, cottages,
// a toy train, string lights, garlands and prayer flags.
import { type Art, between, f, type Pt, pts, type Rng } from "./kit";
import { sparkle } from "./nature";

/** South Indian gopuram: stacked tiers with niches and a barrel-vault crown; (x, y) is the base centre. */
export function gopuram(
  x: number,
  y: number,
  w: number,
  h: number,
  main: string,
  shade: string,
  trim: string,
  door: string,
): string {
  const tiers = 6;
  const baseH = h * 0.26;
  let out = `<rect x="${f(x - w / 2)}" y="${f(y - baseH)}" width="${f(w)}" height="${f(baseH)}" fill="${main}"/>`;
  out += `<rect x="${f(x)}" y="${f(y - baseH)}" width="${f(w / 2)}" height="${f(baseH)}" fill="${shade}" fill-opacity="0.35"/>`;
  out += archDoor(x, y, w * 0.26, baseH * 0.8, door);
  const towerH = h * 0.62;
  const tierH = towerH / tiers;
  for (let i = 0; i < tiers; i++) {
    const t0 = i / tiers;
    const t1 = (i + 1) / tiers;
    const w0 = w * (0.92 - 0.5 * t0);
    const w1 = w * (0.92 - 0.5 * t1);
    const y0 = y - baseH - tierH * i;
    const y1 = y0 - tierH;
    out += `<polygon points="${pts([
      [x - w0 / 2, y0],
      [x - w1 / 2, y1],
      [x + w1 / 2, y1],
      [x + w0 / 2, y0],
    ])}" fill="${i % 2 === 0 ? main : trim}"/>`;
    out += `<polygon points="${pts([
      [x, y0],
      [x, y1],
      [x + w1 / 2, y1],
      [x + w0 / 2, y0],
    ])}" fill="${shade}" fill-opacity="0.35"/>`;
    out += `<rect x="${f(x - w0 / 2 - 4)}" y="${f(y0 - 5)}" width="${f(w0 + 8)}" height="6" rx="3" fill="${shade}"/>`;
    const niches = Math.max(2, Math.round(w1 / (tierH * 0.9)));
    for (let n = 0; n < niches; n++) {
      const nx = x - w1 / 2 + (w1 * (n + 0.5)) / niches;
      out += `<path d="M${f(nx - tierH * 0.16)},${f(y0 - 8)} L${f(nx - tierH * 0.16)},${f(y1 + tierH * 0.45)} Q${f(nx)},${f(y1 + tierH * 0.12)} ${f(nx + tierH * 0.16)},${f(y1 + tierH * 0.45)} L${f(nx + tierH * 0.16)},${f(y0 - 8)} Z" fill="${door}" fill-opacity="0.55"/>`;
    }
  }
  const topY = y - baseH - towerH;
  const cw = w * 0.42;
  out += `<path d="M${f(x - cw / 2)},${f(topY)} Q${f(x - cw / 2)},${f(topY - h * 0.1)} ${f(x)},${f(topY - h * 0.1)} Q${f(x + cw / 2)},${f(topY - h * 0.1)} ${f(x + cw / 2)},${f(topY)} Z" fill="${trim}"/>`;
  for (let k = -2; k <= 2; k++) {
    const kx = x + k * cw * 0.2;
    const ky = topY - h * 0.1 + Math.abs(k) * h * 0.02;
    out += `<path d="M${f(kx - 5)},${f(ky + 2)} Q${f(kx)},${f(ky - 22)} ${f(kx + 5)},${f(ky + 2)} Z" fill="${trim}"/><circle cx="${f(kx)}" cy="${f(ky - 20)}" r="3.5" fill="${trim}"/>`;
  }
  return out;
}

/** A pointed (Mughal-style) arch opening; (x, y) is its bottom centre. */
export function archDoor(x: number, y: number, w: number, h: number, fill: string): string {
  const hw = w / 2;
  const spring = y - h * 0.62;
  return `<path d="M${f(x - hw)},${f(y)} L${f(x - hw)},${f(spring)} Q${f(x - hw)},${f(y - h * 0.9)} ${f(x)},${f(y - h)} Q${f(x + hw)},${f(y - h * 0.9)} ${f(x + hw)},${f(spring)} L${f(x + hw)},${f(y)} Z" fill="${fill}"/>`;
}

/** A round-topped arch opening; (x, y) is its bottom centre. */
export function roundArch(x: number, y: number, w: number, h: number, fill: string): string {
  const hw = w / 2;
  return `<path d="M${f(x - hw)},${f(y)} L${f(x - hw)},${f(y - h + hw)} A${f(hw)},${f(hw)} 0 0 1 ${f(x + hw)},${f(y - h + hw)} L${f(x + hw)},${f(y)} Z" fill="${fill}"/>`;
}

/** A North Indian shikhara temple with a curved spire, amalaka and flag; (x, y) is the base centre. */
export function shikhara(
  x: number,
  y: number,
  w: number,
  h: number,
  main: string,
  shade: string,
  trim: string,
  flag: string,
): string {
  const baseH = h * 0.28;
  const spireH = h * 0.6;
  const sw = w * 0.62;
  const by = y - baseH;
  let out = `<rect x="${f(x - w / 2)}" y="${f(by)}" width="${f(w)}" height="${f(baseH)}" fill="${main}"/>`;
  out += `<rect x="${f(x - w / 2 - 8)}" y="${f(by - 8)}" width="${f(w + 16)}" height="10" rx="4" fill="${shade}"/>`;
  out += roundArch(x, y, w * 0.24, baseH * 0.78, shade);
  const spire = `M${f(x - sw / 2)},${f(by - 6)} C${f(x - sw / 2)},${f(by - spireH * 0.5)} ${f(x - sw * 0.18)},${f(by - spireH * 0.95)} ${f(x)},${f(by - spireH)} C${f(x + sw * 0.18)},${f(by - spireH * 0.95)} ${f(x + sw / 2)},${f(by - spireH * 0.5)} ${f(x + sw / 2)},${f(by - 6)} Z`;
  out += `<path d="${spire}" fill="${main}"/>`;
  out += `<path d="M${f(x)},${f(by - spireH)} C${f(x + sw * 0.18)},${f(by - spireH * 0.95)} ${f(x + sw / 2)},${f(by - spireH * 0.5)} ${f(x + sw / 2)},${f(by - 6)} L${f(x)},${f(by - 6)} Z" fill="${shade}" fill-opacity="0.4"/>`;
  for (let i = 1; i < 6; i++) {
    const t = i / 6;
    const yy = by - 6 - spireH * t * 0.92;
    const half = (sw / 2) * Math.sqrt(1 - t * t * 0.85) * (1 - t * 0.35);
    out += `<path d="M${f(x - half)},${f(yy)} L${f(x + half)},${f(yy)}" stroke="${trim}" stroke-width="4" stroke-opacity="0.7"/>`;
  }
  const ty = by - spireH;
  out += `<ellipse cx="${f(x)}" cy="${f(ty - 6)}" rx="${f(sw * 0.16)}" ry="8" fill="${trim}"/>`;
  out += `<path d="M${f(x)},${f(ty - 12)} L${f(x)},${f(ty - 62)}" stroke="${trim}" stroke-width="3"/>`;
  out += `<path d="M${f(x)},${f(ty - 62)} L${f(x + 40)},${f(ty - 50)} L${f(x)},${f(ty - 38)} Z" fill="${flag}"/>`;
  out += `<circle cx="${f(x)}" cy="${f(ty - 20)}" r="6" fill="${trim}"/>`;
  return out;
}

/** A dome on a drum with a finial; (x, y) is the bottom centre of the drum. */
export function dome(x: number, y: number, r: number, fill: string, finial: string): string {
  return (
    `<rect x="${f(x - r * 0.9)}" y="${f(y - r * 0.35)}" width="${f(r * 1.8)}" height="${f(r * 0.35)}" fill="${fill}"/>` +
    `<path d="M${f(x - r)},${f(y - r * 0.33)} C${f(x - r)},${f(y - r * 1.4)} ${f(x - r * 0.1)},${f(y - r * 1.5)} ${f(x)},${f(y - r * 1.75)} C${f(x + r * 0.1)},${f(y - r * 1.5)} ${f(x + r)},${f(y - r * 1.4)} ${f(x + r)},${f(y - r * 0.33)} Z" fill="${fill}"/>` +
    `<path d="M${f(x)},${f(y - r * 1.75)} L${f(x)},${f(y - r * 2.1)}" stroke="${finial}" stroke-width="${f(Math.max(2, r * 0.08))}"/>` +
    `<circle cx="${f(x)}" cy="${f(y - r * 1.9)}" r="${f(Math.max(2, r * 0.08))}" fill="${finial}"/>`
  );
}

/** A minaret: slim tower with balconies and a small dome; (x, y) is its base. */
export function minaret(x: number, y: number, w: number, h: number, fill: string, trim: string): string {
  let out = `<rect x="${f(x - w / 2)}" y="${f(y - h)}" width="${f(w)}" height="${f(h)}" fill="${fill}"/>`;
  for (const t of [0.35, 0.65, 0.9]) {
    out += `<rect x="${f(x - w * 0.8)}" y="${f(y - h * t)}" width="${f(w * 1.6)}" height="${f(Math.max(4, w * 0.22))}" rx="2" fill="${trim}"/>`;
  }
  out += dome(x, y - h, w * 0.65, fill, trim);
  return out;
}

/** A string of light bulbs hanging between two points, with glows. */
export function stringLights(
  art: Art,
  a: Pt,
  b: Pt,
  sag: number,
  colors: readonly string[],
  count = 12,
): string {
  const glow = art.radial([
    [0, "#fff3c4", 0.9],
    [1, "#fff3c4", 0],
  ]);
  const cx = (a[0] + b[0]) / 2;
  const cy = (a[1] + b[1]) / 2 + sag;
  let out = `<path d="M${f(a[0])},${f(a[1])} Q${f(cx)},${f(cy)} ${f(b[0])},${f(b[1])}" stroke="#1b1838" stroke-opacity="0.7" stroke-width="2.5" fill="none"/>`;
  for (let i = 1; i < count; i++) {
    const t = i / count;
    const x = (1 - t) * (1 - t) * a[0] + 2 * (1 - t) * t * cx + t * t * b[0];
    const y = (1 - t) * (1 - t) * a[1] + 2 * (1 - t) * t * cy + t * t * b[1];
    const col = colors[i % colors.length]!;
    out += `<circle cx="${f(x)}" cy="${f(y + 12)}" r="22" fill="${glow}"/>`;
    out += `<rect x="${f(x - 2.5)}" y="${f(y)}" width="5" height="6" fill="#1b1838"/><ellipse cx="${f(x)}" cy="${f(y + 12)}" rx="6" ry="8" fill="${col}"/>`;
  }
  return out;
}

/** A mirrored disco ball with light rays. */
export function discoBall(
  art: Art,
  x: number,
  y: number,
  r: number,
  rng: Rng,
  colors: readonly string[],
): string {
  const clip = art.clip(`<circle cx="${f(x)}" cy="${f(y)}" r="${f(r)}"/>`);
  let out = `<path d="M${f(x)},0 L${f(x)},${f(y - r)}" stroke="#cbd5e1" stroke-width="3"/>`;
  for (let i = 0; i < 8; i++) {
    const a = (i / 8) * Math.PI * 2 + 0.3;
    out += `<polygon points="${pts([
      [x, y],
      [x + Math.cos(a - 0.05) * r * 7, y + Math.sin(a - 0.05) * r * 7],
      [x + Math.cos(a + 0.05) * r * 7, y + Math.sin(a + 0.05) * r * 7],
    ])}" fill="${colors[i % colors.length]}" fill-opacity="0.16"/>`;
  }
  out += `<g clip-path="${clip}"><circle cx="${f(x)}" cy="${f(y)}" r="${f(r)}" fill="#9aa3c7"/>`;
  const tile = r / 5;
  for (let gy = y - r; gy < y + r; gy += tile) {
    for (let gx = x - r; gx < x + r; gx += tile) {
      const d = Math.hypot(gx + tile / 2 - x + r * 0.35, gy + tile / 2 - y + r * 0.35) / (r * 2);
      const light = Math.max(0, 1 - d) * 0.8 + rng() * 0.25;
      const col = rng() < 0.1 ? colors[Math.floor(rng() * colors.length)]! : "#ffffff";
      out += `<rect x="${f(gx + 1)}" y="${f(gy + 1)}" width="${f(tile - 2)}" height="${f(tile - 2)}" fill="${col}" fill-opacity="${f(Math.min(1, light))}"/>`;
    }
  }
  out += `</g>${sparkle(x - r * 0.45, y - r * 0.45, r * 0.5, "#ffffff")}`;
  return out;
}

/** A small hill cottage with a pitched roof, windows and a chimney; (x, y) is the base centre. */
export function house(
  x: number,
  y: number,
  w: number,
  h: number,
  wall: string,
  roof: string,
  win: string,
  lit = false,
): string {
  const hw = w / 2;
  const roofH = h * 0.55;
  let out = `<rect x="${f(x + hw * 0.4)}" y="${f(y - h - roofH * 0.8)}" width="${f(w * 0.1)}" height="${f(roofH * 0.7)}" fill="${roof}"/>`;
  out += `<rect x="${f(x - hw)}" y="${f(y - h)}" width="${f(w)}" height="${f(h)}" fill="${wall}"/>`;
  out += `<rect x="${f(x)}" y="${f(y - h)}" width="${f(hw)}" height="${f(h)}" fill="#000" fill-opacity="0.08"/>`;
  out += `<polygon points="${pts([
    [x - hw - w * 0.1, y - h + 2],
    [x, y - h - roofH],
    [x + hw + w * 0.1, y - h + 2],
  ])}" fill="${roof}" stroke="${roof}" stroke-width="4" stroke-linejoin="round"/>`;
  const winCol = lit ? "#fde68a" : win;
  out += `<rect x="${f(x - hw * 0.7)}" y="${f(y - h * 0.72)}" width="${f(w * 0.22)}" height="${f(h * 0.3)}" rx="3" fill="${winCol}"/>`;
  out += `<rect x="${f(x + hw * 0.26)}" y="${f(y - h * 0.72)}" width="${f(w * 0.22)}" height="${f(h * 0.3)}" rx="3" fill="${winCol}"/>`;
  out += `<rect x="${f(x - w * 0.08)}" y="${f(y - h * 0.55)}" width="${f(w * 0.16)}" height="${f(h * 0.55)}" rx="3" fill="${roof}" fill-opacity="0.85"/>`;
  return out;
}

/** A toy train (engine plus coaches) on a track, facing left; (x, y) is the rail under the engine's front. */
export function toyTrain(x: number, y: number, s: number, body: string, trim: string, coaches = 3): string {
  let g = `<g transform="translate(${f(x)},${f(y)}) scale(${f(s)})">`;
  g += `<path d="M-40,0 L${f(110 * (coaches + 1) + 40)},0" stroke="#4b3a2e" stroke-width="6"/>`;
  // engine
  g += `<rect x="0" y="-70" width="100" height="56" rx="10" fill="${trim}"/><rect x="60" y="-96" width="40" height="30" rx="6" fill="${trim}"/>`;
  g += `<rect x="12" y="-104" width="14" height="36" rx="3" fill="#374151"/><rect x="66" y="-90" width="26" height="16" rx="3" fill="#fde68a"/>`;
  g += `<circle cx="-6" cy="-44" r="7" fill="#fde68a"/>`;
  for (let c = 0; c < coaches; c++) {
    const cx = 110 + c * 110;
    g += `<rect x="${cx}" y="-78" width="102" height="64" rx="10" fill="${body}"/><rect x="${cx}" y="-78" width="102" height="12" rx="6" fill="${trim}"/>`;
    for (let wdw = 0; wdw < 3; wdw++)
      g += `<rect x="${cx + 10 + wdw * 30}" y="-58" width="22" height="20" rx="4" fill="#fff8e7"/>`;
    g += `<rect x="${cx + 4}" y="-24" width="94" height="6" fill="#000" fill-opacity="0.15"/>`;
  }
  for (let wx = 16; wx < 110 * (coaches + 1); wx += 55)
    g += `<circle cx="${wx}" cy="-10" r="10" fill="#374151"/>`;
  return `${g}</g>`;
}

/** A line of Himalayan prayer flags hanging between two points. */
export function prayerFlags(a: Pt, b: Pt, sag: number, count = 14): string {
  const colors = ["#3b82f6", "#f8fafc", "#ef4444", "#22c55e", "#facc15"];
  const cx = (a[0] + b[0]) / 2;
  const cy = (a[1] + b[1]) / 2 + sag;
  let out = `<path d="M${f(a[0])},${f(a[1])} Q${f(cx)},${f(cy)} ${f(b[0])},${f(b[1])}" stroke="#3f3f46" stroke-width="2" fill="none"/>`;
  for (let i = 1; i < count; i++) {
    const t = i / count;
    const x = (1 - t) * (1 - t) * a[0] + 2 * (1 - t) * t * cx + t * t * b[0];
    const y = (1 - t) * (1 - t) * a[1] + 2 * (1 - t) * t * cy + t * t * b[1];
    out += `<path d="M${f(x - 10)},${f(y)} L${f(x + 10)},${f(y)} L${f(x + 9)},${f(y + 24)} L${f(x - 11)},${f(y + 22)} Z" fill="${colors[i % colors.length]}"/>`;
  }
  return out;
}

/** A marigold garland hanging between two points, with small drops. */
export function garland(a: Pt, b: Pt, sag: number, count = 22): string {
  const cx = (a[0] + b[0]) / 2;
  const cy = (a[1] + b[1]) / 2 + sag;
  let out = "";
  for (let i = 0; i <= count; i++) {
    const t = i / count;
    const x = (1 - t) * (1 - t) * a[0] + 2 * (1 - t) * t * cx + t * t * b[0];
    const y = (1 - t) * (1 - t) * a[1] + 2 * (1 - t) * t * cy + t * t * b[1];
    out += `<circle cx="${f(x)}" cy="${f(y)}" r="8" fill="${i % 2 ? "#f59e0b" : "#f97316"}"/>`;
    if (i % 5 === 0 && i > 0 && i < count)
      out += `<circle cx="${f(x)}" cy="${f(y + 16)}" r="6" fill="#fbbf24"/><circle cx="${f(x)}" cy="${f(y + 29)}" r="6" fill="#f97316"/><circle cx="${f(x)}" cy="${f(y + 40)}" r="4" fill="#dc2626"/>`;
  }
  return out;
}

/** A clay diya lamp with a flame; (x, y) is its base. */
export function diya(art: Art, x: number, y: number, s: number): string {
  const glow = art.radial([
    [0, "#fde68a", 0.7],
    [1, "#fde68a", 0],
  ]);
  return (
    `<circle cx="${f(x)}" cy="${f(y - 16 * s)}" r="${f(34 * s)}" fill="${glow}"/>` +
    `<path d="M${f(x - 16 * s)},${f(y - 8 * s)} Q${f(x)},${f(y + 6 * s)} ${f(x + 16 * s)},${f(y - 8 * s)} Z" fill="#b45309"/>` +
    `<path d="M${f(x)},${f(y - 26 * s)} Q${f(x + 6 * s)},${f(y - 14 * s)} ${f(x)},${f(y - 9 * s)} Q${f(x - 6 * s)},${f(y - 14 * s)} ${f(x)},${f(y - 26 * s)} Z" fill="#fbbf24"/>`
  );
}

/** A small domed pavilion (chhatri) on four pillars; (x, y) is its base centre. */
export function chhatri(x: number, y: number, w: number, fill: string, trim: string): string {
  const h = w * 0.8;
  let out = `<rect x="${f(x - w / 2)}" y="${f(y - h * 0.12)}" width="${f(w)}" height="${f(h * 0.12)}" fill="${fill}"/>`;
  for (const px of [-0.42, -0.14, 0.14, 0.42])
    out += `<rect x="${f(x + px * w - w * 0.04)}" y="${f(y - h)}" width="${f(w * 0.08)}" height="${f(h)}" fill="${fill}"/>`;
  out += `<rect x="${f(x - w * 0.58)}" y="${f(y - h - h * 0.1)}" width="${f(w * 1.16)}" height="${f(h * 0.12)}" rx="3" fill="${trim}"/>`;
  out += `<path d="M${f(x - w * 0.48)},${f(y - h - h * 0.1)} C${f(x - w * 0.48)},${f(y - h * 1.7)} ${f(x)},${f(y - h * 1.75)} ${f(x)},${f(y - h * 1.85)} C${f(x)},${f(y - h * 1.75)} ${f(x + w * 0.48)},${f(y - h * 1.7)} ${f(x + w * 0.48)},${f(y - h - h * 0.1)} Z" fill="${fill}"/>`;
  return out;
}

/** A row of old-city buildings with arched windows; lit windows at night. */
export function buildingRow(
  r: Rng,
  x0: number,
  x1: number,
  baseY: number,
  colors: readonly string[],
  windowCol: string,
  minH: number,
  maxH: number,
): string {
  let out = "";
  let x = x0;
  let i = 0;
  while (x < x1) {
    const w = between(r, 70, 130);
    const h = between(r, minH, maxH);
    const col = colors[i % colors.length]!;
    out += `<rect x="${f(x)}" y="${f(baseY - h)}" width="${f(w + 1)}" height="${f(h)}" fill="${col}"/>`;
    out += `<rect x="${f(x - 3)}" y="${f(baseY - h - 6)}" width="${f(w + 6)}" height="8" fill="${col}"/>`;
    const cols = Math.max(1, Math.floor(w / 34));
    const rows = Math.max(1, Math.floor((h - 30) / 44));
    for (let ry = 0; ry < rows; ry++) {
      for (let cx = 0; cx < cols; cx++) {
        const wx = x + (w * (cx + 0.5)) / cols;
        const wy = baseY - h + 26 + ry * 44;
        const lit = r() < 0.7;
        out += `<path d="M${f(wx - 7)},${f(wy + 22)} L${f(wx - 7)},${f(wy + 7)} A7,7 0 0 1 ${f(wx + 7)},${f(wy + 7)} L${f(wx + 7)},${f(wy + 22)} Z" fill="${lit ? windowCol : "#000"}" fill-opacity="${lit ? 0.9 : 0.15}"/>`;
      }
    }
    if (r() < 0.3) out += chhatri(x + w / 2, baseY - h - 6, w * 0.4, col, col);
    x += w;
    i++;
  }
  return out;
}
