// Create Your Own Scene (Other): colourful abstract "spark" compositions.
import { Art, between, C, f, H, makeRng, W } from "./kit";
import { sparkle } from "./nature";
import { confetti, mapPin } from "./objects";

/** Create Your Own Scene (Other): a colourful abstract spark of possibilities. */
export function createOwn(v: number): string {
  const r = makeRng(`create-${v}`);
  const art = new Art(W, H);
  const bgs = [
    [C.orange100, C.cream, C.teal100],
    [C.indigo100, "#f5f3ff", C.orange100],
    [C.teal100, C.teal50, C.sand100],
  ][v]!;
  const bg = art.linear(
    [
      [0, bgs[0]!],
      [0.5, bgs[1]!],
      [1, bgs[2]!],
    ],
    0,
    0,
    1,
    1,
  );
  art.add(`<rect width="${W}" height="${H}" fill="${bg}"/>`);
  art.add(`<rect width="${W}" height="${H}" fill="${art.dots(C.indigo400, 28, 2, 0.18)}"/>`);
  const blob = (cx: number, cy: number, rad: number, col: string, op = 1) => {
    const ptsList: Array<[number, number]> = [];
    for (let i = 0; i < 8; i++) {
      const a = (i / 8) * Math.PI * 2;
      const rr = rad * between(r, 0.8, 1.15);
      ptsList.push([cx + Math.cos(a) * rr, cy + Math.sin(a) * rr]);
    }
    let d = "";
    for (let i = 0; i < 8; i++) {
      const p = ptsList[i]!;
      const n = ptsList[(i + 1) % 8]!;
      const mx = (p[0] + n[0]) / 2;
      const my = (p[1] + n[1]) / 2;
      d += i === 0 ? `M${f(mx)},${f(my)}` : ` Q${f(p[0])},${f(p[1])} ${f(mx)},${f(my)}`;
    }
    const p0 = ptsList[0]!;
    const p1 = ptsList[1]!;
    d += ` Q${f(p0[0])},${f(p0[1])} ${f((p0[0] + p1[0]) / 2)},${f((p0[1] + p1[1]) / 2)} Z`;
    return `<path d="${d}" fill="${col}" fill-opacity="${op}"/>`;
  };
  if (v === 0) {
    art.add(
      blob(260, 220, 200, C.teal300, 0.55),
      blob(980, 470, 230, C.orange300, 0.55),
      blob(720, 160, 120, C.indigo300, 0.5),
    );
    art.add(`<circle cx="600" cy="338" r="170" fill="${C.white}" fill-opacity="0.7"/>`);
    art.add(sparkle(600, 338, 130, C.orange500), sparkle(600, 338, 60, C.amber200));
    art.add(
      sparkle(820, 200, 40, C.teal500),
      sparkle(400, 500, 30, C.indigo500),
      sparkle(380, 170, 18, C.orange400),
    );
    art.add(confetti(r, 60, 1140, 40, 640, 70, [C.orange500, C.teal500, C.indigo500, C.leaf500, C.amber300]));
  } else if (v === 1) {
    // geometric landscape made of shapes
    art.add(
      `<circle cx="860" cy="220" r="110" fill="${C.orange400}"/><circle cx="860" cy="220" r="150" fill="${C.orange400}" fill-opacity="0.2"/>`,
    );
    art.add(
      `<polygon points="80,560 380,180 680,560" fill="${C.indigo500}"/><polygon points="380,180 680,560 500,560" fill="${C.indigo700}"/>`,
    );
    art.add(
      `<polygon points="480,560 720,280 960,560" fill="${C.teal500}"/><polygon points="720,280 960,560 820,560" fill="${C.teal700}"/>`,
    );
    art.add(
      `<rect x="-20" y="540" width="${W + 40}" height="${H}" fill="${C.leaf600}"/><rect x="-20" y="540" width="${W + 40}" height="${H}" fill="${art.dots(C.leaf800, 22, 2.4, 0.35)}"/>`,
    );
    art.add(
      `<circle cx="1040" cy="560" r="60" fill="${C.amber300}"/><rect x="140" y="480" width="90" height="90" rx="20" fill="${C.orange500}" transform="rotate(12,185,525)"/>`,
    );
    art.add(
      mapPin(600, 520, 0.9, C.orange500),
      sparkle(680, 300, 26, C.white),
      sparkle(250, 300, 20, C.white),
      sparkle(1000, 380, 16, C.white),
    );
    art.add(confetti(r, 60, 1140, 30, 300, 40, [C.orange500, C.teal500, C.indigo500, C.amber300]));
  } else {
    for (let i = 6; i >= 1; i--) {
      const col = [C.orange500, C.amber300, C.teal400, C.indigo400, C.leaf400, C.rose300][i - 1]!;
      art.add(
        `<circle cx="600" cy="690" r="${130 + i * 76}" fill="none" stroke="${col}" stroke-width="40" stroke-opacity="0.85"/>`,
      );
    }
    art.add(
      `<circle cx="600" cy="598" r="84" fill="${C.white}" fill-opacity="0.5"/><circle cx="600" cy="598" r="66" fill="${C.white}"/><path d="M600,562 L600,634 M564,598 L636,598" stroke="${C.orange500}" stroke-width="18" stroke-linecap="round"/>`,
    );
    art.add(
      sparkle(200, 150, 34, C.orange400),
      sparkle(1000, 140, 40, C.teal500),
      sparkle(880, 330, 16, C.indigo500),
      sparkle(320, 340, 20, C.amber300),
    );
    art.add(confetti(r, 60, 1140, 30, 420, 50, [C.orange500, C.teal500, C.indigo500, C.leaf500]));
  }
  return art.svg();
}
