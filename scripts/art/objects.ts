// Props: tents and fire, cups and food, a street-food cart, a lotus, calendar, ticket, map pin, confetti.
import { type Art, between, f, type Pt, pts, type Rng } from "./kit";
import { sparkle } from "./nature";

/** An A-frame tent in three-quarter view; (x, y) is the middle of its front edge. */
export function tent(
  x: number,
  y: number,
  w: number,
  h: number,
  front: string,
  side: string,
  door: string,
  glow?: string,
): string {
  const apex: Pt = [x, y - h];
  const back: Pt = [x + w * 0.55, y - h * 0.92];
  let out = `<polygon points="${pts([apex, back, [x + w * 0.95, y - 6], [x + w / 2, y]])}" fill="${side}" stroke="${side}" stroke-width="4" stroke-linejoin="round"/>`;
  out += `<polygon points="${pts([apex, [x + w / 2, y], [x - w / 2, y]])}" fill="${front}" stroke="${front}" stroke-width="4" stroke-linejoin="round"/>`;
  out += `<path d="M${f(x)},${f(y - h * 0.78)} Q${f(x - w * 0.08)},${f(y - h * 0.3)} ${f(x - w * 0.2)},${f(y)} L${f(x + w * 0.2)},${f(y)} Q${f(x + w * 0.08)},${f(y - h * 0.3)} ${f(x)},${f(y - h * 0.78)} Z" fill="${glow ?? door}"/>`;
  if (glow)
    out += `<path d="M${f(x)},${f(y - h * 0.6)} Q${f(x - w * 0.05)},${f(y - h * 0.2)} ${f(x - w * 0.12)},${f(y)} L${f(x + w * 0.12)},${f(y)} Q${f(x + w * 0.05)},${f(y - h * 0.2)} ${f(x)},${f(y - h * 0.6)} Z" fill="#fff7d1" fill-opacity="0.7"/>`;
  out += `<path d="M${f(x)},${f(y - h * 0.78)} Q${f(x + w * 0.02)},${f(y - h * 0.3)} ${f(x + w * 0.26)},${f(y - 2)}" stroke="${front}" stroke-width="${f(w * 0.05)}" fill="none" stroke-linecap="round" stroke-opacity="0.85"/>`;
  out += `<path d="M${f(apex[0])},${f(apex[1])} L${f(x - w * 0.75)},${f(y + 4)} M${f(back[0])},${f(back[1])} L${f(x + w * 1.2)},${f(y - 4)}" stroke="${side}" stroke-width="2" stroke-opacity="0.6"/>`;
  return out;
}

/** A campfire: crossed logs, layered flames, glow and sparks; (x, y) is the ground centre. */
export function bonfire(art: Art, x: number, y: number, s: number, r: Rng): string {
  const glow = art.radial([
    [0, "#ffd27a", 0.75],
    [0.4, "#fb923c", 0.3],
    [1, "#fb923c", 0],
  ]);
  let out = `<ellipse cx="${f(x)}" cy="${f(y - 40 * s)}" rx="${f(230 * s)}" ry="${f(170 * s)}" fill="${glow}"/>`;
  out += `<g transform="translate(${f(x)},${f(y)}) scale(${f(s)})" stroke-linecap="round">`;
  out += `<path d="M-56,-6 L56,-28" stroke="#7a4a2a" stroke-width="18"/><path d="M-56,-28 L56,-6" stroke="#5e3820" stroke-width="18"/>`;
  out += `<path d="M-52,-8 L-40,-10 M40,-10 L52,-8" stroke="#c88a5a" stroke-width="10"/>`;
  const flame = (w: number, h: number, lean: number, color: string) =>
    `<path d="M${-w},-18 C${-w},${-h * 0.45} ${lean - w * 0.3},${-h * 0.7} ${lean},${-h} C${lean + w * 0.15},${-h * 0.6} ${w * 1.05},${-h * 0.5} ${w},-18 Q0,-4 ${-w},-18 Z" fill="${color}"/>`;
  out += flame(46, 150, -8, "#f97316");
  out += flame(34, 118, 10, "#fb923c");
  out += flame(24, 86, -4, "#fcd34d");
  out += flame(12, 52, 2, "#fff3c4");
  out += "</g>";
  for (let i = 0; i < 9; i++) {
    out += `<circle cx="${f(x + between(r, -70, 70) * s)}" cy="${f(y - between(r, 150, 280) * s)}" r="${f(between(r, 1.5, 3.5) * s)}" fill="#fcd34d" fill-opacity="${f(between(r, 0.5, 1))}"/>`;
  }
  return out;
}

/** A cup on a saucer with steam; (x, y) is the saucer's centre. */
export function cup(
  x: number,
  y: number,
  s: number,
  body: string,
  drink: string,
  saucer: string,
  art?: string,
  steam = "#ffffff",
): string {
  let g = `<g transform="translate(${f(x)},${f(y)}) scale(${f(s)})" stroke-linecap="round">`;
  g += `<ellipse cx="0" cy="8" rx="150" ry="30" fill="#000" fill-opacity="0.1"/>`;
  g += `<ellipse cx="0" cy="0" rx="150" ry="30" fill="${saucer}"/><ellipse cx="0" cy="-6" rx="96" ry="16" fill="#000" fill-opacity="0.07"/>`;
  g += `<path d="M92,-130 C160,-130 160,-50 78,-50" stroke="${body}" stroke-width="20" fill="none"/>`;
  g += `<path d="M-104,-150 L104,-150 C104,-60 70,-10 0,-10 C-70,-10 -104,-60 -104,-150 Z" fill="${body}"/>`;
  g += `<path d="M-86,-130 C-84,-80 -62,-40 -28,-28" stroke="#fff" stroke-opacity="0.35" stroke-width="12" fill="none"/>`;
  g += `<ellipse cx="0" cy="-150" rx="104" ry="22" fill="${body}"/><ellipse cx="0" cy="-150" rx="92" ry="16" fill="${drink}"/>`;
  if (art)
    g += `<path d="M0,-140 C-24,-152 -26,-166 -12,-166 C-4,-166 0,-160 0,-156 C0,-160 4,-166 12,-166 C26,-166 24,-152 0,-140 Z" fill="${art}"/>`;
  g += `<g fill="none" stroke="${steam}" stroke-opacity="0.75" stroke-width="9">`;
  g += `<path d="M-30,-185 C-50,-215 -10,-230 -30,-265"/><path d="M12,-190 C-8,-225 32,-245 12,-290"/><path d="M50,-185 C34,-210 62,-225 48,-252"/>`;
  g += "</g></g>";
  return g;
}

/** A clay kulhad of chai; (x, y) is the base centre. */
export function kulhad(
  x: number,
  y: number,
  s: number,
  clay: string,
  dark: string,
  chai: string,
  steam = "#ffffff",
): string {
  return (
    `<g transform="translate(${f(x)},${f(y)}) scale(${f(s)})">` +
    `<ellipse cx="0" cy="4" rx="70" ry="12" fill="#000" fill-opacity="0.1"/>` +
    `<path d="M-74,-120 L74,-120 Q70,-40 44,-6 Q0,8 -44,-6 Q-70,-40 -74,-120 Z" fill="${clay}"/>` +
    `<path d="M34,-120 L74,-120 Q70,-40 44,-6 Q36,-2 26,0 Q44,-50 34,-120 Z" fill="${dark}" fill-opacity="0.35"/>` +
    `<path d="M-56,-60 Q0,-50 56,-60" stroke="${dark}" stroke-opacity="0.3" stroke-width="5" fill="none"/>` +
    `<ellipse cx="0" cy="-120" rx="76" ry="16" fill="${dark}"/><ellipse cx="0" cy="-119" rx="66" ry="11" fill="${chai}"/>` +
    `<g fill="none" stroke="${steam}" stroke-opacity="0.7" stroke-width="8" stroke-linecap="round"><path d="M-18,-146 C-34,-170 -4,-182 -18,-210"/><path d="M18,-150 C2,-174 32,-186 20,-214"/></g>` +
    "</g>"
  );
}

/** A croissant: overlapping crescent segments; (x, y) is its centre. */
export function croissant(x: number, y: number, s: number, light: string, dark: string, rot = 0): string {
  let g = `<g transform="translate(${f(x)},${f(y)}) rotate(${rot}) scale(${f(s)})">`;
  g += `<ellipse cx="0" cy="34" rx="120" ry="14" fill="#000" fill-opacity="0.1"/>`;
  const segs: Array<[number, number, number, number]> = [
    [-96, 10, 26, 18],
    [96, 10, 26, 18],
    [-62, -6, 38, 30],
    [62, -6, 38, 30],
    [0, -14, 52, 42],
  ];
  segs.forEach(([cx, cy, rx, ry], i) => {
    const col = i % 2 === 0 ? light : dark;
    const rotSeg = cx === 0 ? 0 : cx < 0 ? -25 : 25;
    g += `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="${col}" transform="rotate(${rotSeg},${cx},${cy})"/>`;
  });
  g += `<ellipse cx="0" cy="-14" rx="52" ry="42" fill="${light}"/>`;
  g += `<path d="M-30,-44 Q-10,-10 -22,22 M30,-44 Q10,-10 22,22" stroke="${dark}" stroke-width="6" fill="none" stroke-linecap="round"/>`;
  g += `<ellipse cx="-10" cy="-34" rx="18" ry="8" fill="#fff" fill-opacity="0.3"/>`;
  return `${g}</g>`;
}

/** A round plate; with optional cookies or a cake slice. */
export function plate(x: number, y: number, rx: number, color: string): string {
  return `<ellipse cx="${f(x)}" cy="${f(y + 6)}" rx="${f(rx)}" ry="${f(rx * 0.22)}" fill="#000" fill-opacity="0.08"/><ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(rx)}" ry="${f(rx * 0.22)}" fill="${color}"/><ellipse cx="${f(x)}" cy="${f(y - 2)}" rx="${f(rx * 0.7)}" ry="${f(rx * 0.14)}" fill="#000" fill-opacity="0.05"/>`;
}

/** A slice of layered cake on its side; (x, y) is its base. */
export function cake(x: number, y: number, s: number, sponge: string, cream: string, berry: string): string {
  return (
    `<g transform="translate(${f(x)},${f(y)}) scale(${f(s)})">` +
    `<path d="M-80,0 L-80,-90 L80,-60 L80,0 Z" fill="${sponge}"/>` +
    `<path d="M-80,-34 L80,-24 L80,-16 L-80,-26 Z M-80,-64 L80,-46 L80,-38 L-80,-56 Z" fill="${cream}"/>` +
    `<path d="M-84,-90 L80,-60 Q86,-70 70,-76 L-74,-102 Q-90,-100 -84,-90 Z" fill="${cream}"/>` +
    `<circle cx="-40" cy="-104" r="13" fill="${berry}"/><circle cx="0" cy="-92" r="11" fill="${berry}"/>` +
    "</g>"
  );
}

/** A street-food cart with a striped umbrella; (x, y) is where the wheels touch the ground. */
export function foodCart(
  art: Art,
  x: number,
  y: number,
  s: number,
  body: string,
  canopy: string,
  canopy2: string,
  steam: string,
): string {
  const stripes = art.stripes(canopy2, 40, 20, 0, 1);
  let g = `<g transform="translate(${f(x)},${f(y)}) scale(${f(s)})" stroke-linecap="round">`;
  g += `<ellipse cx="0" cy="2" rx="150" ry="10" fill="#000" fill-opacity="0.14"/>`;
  g += `<path d="M0,-150 L0,-330" stroke="#4b3a2e" stroke-width="7"/>`;
  g += `<path d="M-170,-300 Q0,-410 170,-300 Q0,-318 -170,-300 Z" fill="${canopy}"/>`;
  g += `<path d="M-170,-300 Q0,-410 170,-300 Q0,-318 -170,-300 Z" fill="${stripes}"/>`;
  g += `<path d="M-170,-300 q21,22 42,0 q21,22 42,0 q21,22 42,0 q22,22 44,0 q21,22 42,0 q21,22 42,0 q21,22 42,0 q21,22 44,0" fill="${canopy}"/>`;
  g += `<rect x="-140" y="-150" width="280" height="100" rx="14" fill="${body}"/>`;
  g += `<rect x="-150" y="-162" width="300" height="18" rx="9" fill="#4b3a2e"/>`;
  g += `<rect x="-118" y="-130" width="236" height="58" rx="10" fill="#fff" fill-opacity="0.18"/>`;
  g += `<ellipse cx="-70" cy="-170" rx="42" ry="14" fill="#8b5e3c"/><ellipse cx="-70" cy="-176" rx="34" ry="8" fill="#f6c453"/>`;
  g += `<path d="M20,-162 L30,-210 L90,-210 L100,-162 Z" fill="#b45309"/><ellipse cx="60" cy="-210" rx="30" ry="7" fill="#7c2d12"/>`;
  g += `<g fill="none" stroke="${steam}" stroke-opacity="0.8" stroke-width="6"><path d="M48,-226 C36,-246 60,-256 48,-280"/><path d="M72,-226 C60,-246 84,-256 72,-280"/></g>`;
  g += `<circle cx="-90" cy="-32" r="28" fill="#3b2c22"/><circle cx="-90" cy="-32" r="10" fill="#d6b48a"/>`;
  g += `<circle cx="90" cy="-32" r="28" fill="#3b2c22"/><circle cx="90" cy="-32" r="10" fill="#d6b48a"/>`;
  g += `<path d="M140,-110 L190,-140" stroke="#4b3a2e" stroke-width="8"/>`;
  return `${g}</g>`;
}

/** A lotus flower with layered petals; (x, y) is the base centre. */
export function lotus(x: number, y: number, s: number, outer: string, inner: string, leaf: string): string {
  const petal = (deg: number, len: number, wid: number, col: string) =>
    `<path d="M0,0 C${-wid},-${len * 0.4} ${-wid * 0.6},-${len * 0.85} 0,-${len} C${wid * 0.6},-${len * 0.85} ${wid},-${len * 0.4} 0,0 Z" fill="${col}" transform="rotate(${deg})"/>`;
  let g = `<g transform="translate(${f(x)},${f(y)}) scale(${f(s)})">`;
  g += `<ellipse cx="0" cy="6" rx="140" ry="20" fill="${leaf}"/>`;
  for (const d of [-70, 70]) g += petal(d, 100, 40, outer);
  for (const d of [-42, 42]) g += petal(d, 130, 46, outer);
  for (const d of [-18, 18]) g += petal(d, 150, 46, inner);
  g += petal(0, 160, 44, outer);
  g += `<path d="M0,-10 L0,-150" stroke="#fff" stroke-opacity="0.35" stroke-width="3"/>`;
  return `${g}</g>`;
}

/** A flat calendar page with rings and a highlighted day. */
export function calendar(
  x: number,
  y: number,
  w: number,
  h: number,
  header: string,
  highlight: string,
): string {
  let out = `<rect x="${f(x + 10)}" y="${f(y + 14)}" width="${f(w)}" height="${f(h)}" rx="26" fill="#000" fill-opacity="0.08"/>`;
  out += `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" rx="26" fill="#ffffff"/>`;
  out += `<path d="M${f(x)},${f(y + 26)} Q${f(x)},${f(y)} ${f(x + 26)},${f(y)} L${f(x + w - 26)},${f(y)} Q${f(x + w)},${f(y)} ${f(x + w)},${f(y + 26)} L${f(x + w)},${f(y + h * 0.24)} L${f(x)},${f(y + h * 0.24)} Z" fill="${header}"/>`;
  for (const rx of [0.28, 0.72]) {
    out += `<rect x="${f(x + w * rx - 8)}" y="${f(y - 22)}" width="16" height="46" rx="8" fill="#374151"/>`;
  }
  const cols = 5;
  const rows = 3;
  const cw = (w - 60) / cols;
  const ch = (h * 0.76 - 50) / rows;
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      const cx = x + 30 + cw * c + cw / 2;
      const cy = y + h * 0.24 + 25 + ch * r + ch / 2;
      const hit = r === 1 && c === 3;
      out += `<rect x="${f(cx - cw * 0.34)}" y="${f(cy - ch * 0.34)}" width="${f(cw * 0.68)}" height="${f(ch * 0.68)}" rx="10" fill="${hit ? highlight : "#e5e7eb"}"/>`;
    }
  }
  return out;
}

/** An admission ticket with a perforated stub; rotated around its centre. */
export function ticket(
  x: number,
  y: number,
  w: number,
  h: number,
  fill: string,
  stub: string,
  rot: number,
): string {
  const n = 7;
  let holes = "";
  for (let i = 0; i < n; i++) {
    holes += `<circle cx="${f(w * 0.7)}" cy="${f(h * ((i + 0.5) / n))}" r="3.5" fill="#ffffff" fill-opacity="0.7"/>`;
  }
  return (
    `<g transform="translate(${f(x)},${f(y)}) rotate(${rot}) translate(${f(-w / 2)},${f(-h / 2)})">` +
    `<rect x="8" y="12" width="${f(w)}" height="${f(h)}" rx="18" fill="#000" fill-opacity="0.1"/>` +
    `<path d="M0,18 Q0,0 18,0 L${f(w - 18)},0 Q${f(w)},0 ${f(w)},18 L${f(w)},${f(h / 2 - 18)} A18,18 0 0 0 ${f(w)},${f(h / 2 + 18)} L${f(w)},${f(h - 18)} Q${f(w)},${f(h)} ${f(w - 18)},${f(h)} L18,${f(h)} Q0,${f(h)} 0,${f(h - 18)} L0,${f(h / 2 + 18)} A18,18 0 0 0 0,${f(h / 2 - 18)} Z" fill="${fill}"/>` +
    `<rect x="${f(w * 0.7)}" y="0" width="${f(w * 0.3)}" height="${f(h)}" fill="${stub}" fill-opacity="0.25"/>` +
    holes +
    `<rect x="${f(w * 0.1)}" y="${f(h * 0.28)}" width="${f(w * 0.45)}" height="${f(h * 0.12)}" rx="6" fill="#ffffff" fill-opacity="0.85"/>` +
    `<rect x="${f(w * 0.1)}" y="${f(h * 0.5)}" width="${f(w * 0.32)}" height="${f(h * 0.09)}" rx="5" fill="#ffffff" fill-opacity="0.55"/>` +
    `<rect x="${f(w * 0.1)}" y="${f(h * 0.66)}" width="${f(w * 0.38)}" height="${f(h * 0.09)}" rx="5" fill="#ffffff" fill-opacity="0.55"/>` +
    `${sparkle(w * 0.85, h * 0.5, h * 0.2, "#ffffff", 0.9)}</g>`
  );
}

/** A map pin with a hole. */
export function mapPin(x: number, y: number, s: number, fill: string, hole = "#ffffff"): string {
  return (
    `<g transform="translate(${f(x)},${f(y)}) scale(${f(s)})">` +
    `<ellipse cx="0" cy="4" rx="40" ry="10" fill="#000" fill-opacity="0.12"/>` +
    `<path d="M0,0 C-20,-40 -70,-80 -70,-130 A70,70 0 0 1 70,-130 C70,-80 20,-40 0,0 Z" fill="${fill}"/>` +
    `<circle cx="0" cy="-130" r="28" fill="${hole}"/>` +
    `<path d="M-46,-160 A56,56 0 0 1 -10,-184" stroke="#fff" stroke-opacity="0.45" stroke-width="9" fill="none" stroke-linecap="round"/>` +
    "</g>"
  );
}

/** Confetti pieces scattered in a box. */
export function confetti(
  r: Rng,
  x0: number,
  x1: number,
  y0: number,
  y1: number,
  count: number,
  colors: readonly string[],
): string {
  let out = "";
  for (let i = 0; i < count; i++) {
    const x = between(r, x0, x1);
    const y = between(r, y0, y1);
    const c = colors[i % colors.length]!;
    const kind = i % 3;
    if (kind === 0)
      out += `<rect x="${f(x)}" y="${f(y)}" width="${f(between(r, 8, 14))}" height="${f(between(r, 4, 6))}" rx="2" fill="${c}" transform="rotate(${f(between(r, 0, 180))},${f(x)},${f(y)})"/>`;
    else if (kind === 1) out += `<circle cx="${f(x)}" cy="${f(y)}" r="${f(between(r, 3, 6))}" fill="${c}"/>`;
    else
      out += `<path d="M${f(x)},${f(y)} q6,-8 12,0 t12,0" stroke="${c}" stroke-width="4" fill="none" stroke-linecap="round"/>`;
  }
  return out;
}

/** A samosa on its side. */
export function samosa(x: number, y: number, s: number, rot = 0): string {
  return (
    `<g transform="translate(${f(x)},${f(y)}) rotate(${rot}) scale(${f(s)})">` +
    `<path d="M-60,0 Q-64,-8 -56,-16 L-6,-92 Q0,-100 6,-92 L56,-16 Q64,-8 60,0 Z" fill="#e0a040"/>` +
    `<path d="M6,-92 L56,-16 Q64,-8 60,0 L20,0 Z" fill="#c47f2a"/>` +
    `<path d="M-58,-4 Q0,6 58,-4" stroke="#b36b1c" stroke-width="6" fill="none" stroke-linecap="round"/>` +
    `<circle cx="-20" cy="-40" r="3" fill="#b36b1c"/><circle cx="-4" cy="-60" r="3" fill="#b36b1c"/><circle cx="-30" cy="-20" r="3" fill="#b36b1c"/>` +
    "</g>"
  );
}
