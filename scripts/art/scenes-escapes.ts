// Escape scenes: hill stations and offbeat hideaways.
import { house, toyTrain } from "./buildings";
import { person } from "./figures";
import { haze, mist, ripples, speckle } from "./ground";
import { Art, between, C, f, H, HAIR, makeRng, mix, moodOf, type Pt, SKIN, W } from "./kit";
import { birds, cloud, conifer, forest, hills, peak, range, roundTree, sky, stars, sun } from "./nature";

/** Hill Stations & Scenic Stays: misty layered hills, tea gardens, cottages and a toy train. */
export function hillStations(v: number): string {
  const mood = moodOf(v, ["verdant", "morning", "golden"]);
  const r = makeRng(`hills-${v}`);
  const art = new Art(W, H);
  const [l0, l1, l2, l3] = mood.layers;
  sky(art, mood);
  sun(art, [300, 900, 620][v]!, [150, 130, 200][v]!, 50, mood);
  art.add(cloud(820, 110, 1, C.white, 0.7), cloud(160, 200, 0.7, C.white, 0.6));
  art.add(hills(art, r, 300, 80, mix(l0, C.white, 0.35), 4));
  art.add(mist(art, 330, 60, mood.mist, 0.6));
  art.add(hills(art, r, 360, 90, l0, 5));
  art.add(forest(r, -20, W + 20, 392, 46, mix(l1, l0, 0.4), 18));
  art.add(mist(art, 400, 50, mood.mist, 0.55));
  art.add(hills(art, r, 440, 70, l1, 4));
  if (v === 1) {
    // toy train crossing the hillside
    art.add(`<path d="M-20,${H} L-20,500 Q600,430 1220,470 L1220,${H} Z" fill="${l2}"/>`);
    art.add(`<path d="M-20,500 Q600,430 1220,470" stroke="#6b4a34" stroke-width="5" fill="none"/>`);
    art.add(toyTrain(330, 468, 0.8, C.indigo500, C.orange600, 3));
    art.add(
      `<path d="M344,380 C330,350 370,330 356,300 C346,280 372,262 366,240" stroke="#fff" stroke-opacity="0.6" stroke-width="14" fill="none" stroke-linecap="round"/>`,
    );
    art.add(mist(art, 530, 40, mood.mist, 0.2));
    art.add(`<path d="M-20,${H} L-20,590 C300,560 700,600 1220,560 L1220,${H} Z" fill="${l3}"/>`);
    art.add(
      forest(r, -20, 360, 600, 130, mix(l3, "#000000", 0.15), 34),
      forest(r, 880, 1240, 580, 140, mix(l3, "#000000", 0.15), 34),
    );
    art.add(hills(art, r, 650, 20, mix(l3, "#000000", 0.25), 4, art.dots(C.white, 16, 1.6, 0.1)));
  } else {
    // tea garden hill with contour rows
    const teaFill = l2;
    const teaPath = `M-20,${H} L-20,520 C200,470 420,430 700,470 C900,500 1100,480 1220,450 L1220,${H} Z`;
    const clip = art.clip(`<path d="${teaPath}"/>`);
    art.add(`<path d="${teaPath}" fill="${teaFill}"/>`);
    let rows = `<g clip-path="${clip}" fill="none" stroke="${mix(l2, l3, 0.6)}" stroke-width="9" stroke-linecap="round">`;
    for (let i = 0; i < 12; i++) {
      const y = 500 + i * 20;
      rows += `<path d="M-20,${y + 20} C200,${y - 30 + i * 3} 420,${y - 60 + i * 5} 700,${y - 20 + i * 3} C900,${y + 6} 1100,${y - 14} 1220,${y - 44 + i * 3}"/>`;
    }
    art.add(`${rows}</g>`);
    const cottages: Array<[number, number, string, string]> =
      v === 0
        ? [
            [860, 485, C.sand100, C.orange600],
            [960, 478, "#fdf2e9", C.teal700],
          ]
        : [
            [780, 470, C.sand100, C.teal700],
            [880, 472, "#fff7ed", C.indigo600],
            [980, 462, C.orange100, C.orange700],
          ];
    for (const [x, y, wall, roof] of cottages) art.add(house(x, y, 70, 48, wall, roof, "#8ecfe0", v === 2));
    art.add(
      `<path d="M868,${420} C850,380 890,360 870,320" stroke="#fff" stroke-opacity="0.6" stroke-width="8" fill="none" stroke-linecap="round"/>`,
    );
    art.add(conifer(1090, 540, 200, l3), conifer(1150, 560, 150, l3), conifer(60, 600, 220, l3));
    art.add(roundTree(200, 640, 200, mix(l3, l2, 0.3), l1));
  }
  art.add(birds(520, 170, 1, mix(mood.ink, mood.sky[1], 0.4), r));
  return art.svg(v === 2);
}

/** Offbeat & Hidden Escapes: a hidden waterfall, a cave with a view, a rope bridge over a gorge. */
export function offbeat(v: number): string {
  const mood = moodOf(v, ["verdant", "dusk", "golden"]);
  const r = makeRng(`offbeat-${v}`);
  const art = new Art(W, H);
  const [l0, l1, l2, l3] = mood.layers;
  sky(art, mood);
  if (v === 0) {
    sun(art, 600, 110, 44, mood);
    art.add(hills(art, r, 240, 60, l0, 4));
    // cliffs and the waterfall
    art.add(`<path d="M-20,${H} L-20,120 C120,110 260,140 420,170 L500,200 L520,${H} Z" fill="${l2}"/>`);
    art.add(`<path d="M1220,${H} L1220,100 C1060,110 900,140 760,170 L690,200 L680,${H} Z" fill="${l2}"/>`);
    art.add(
      `<path d="M-20,${H} L-20,260 C120,250 250,290 380,330 L460,${H} Z" fill="${l3}"/>`,
      `<path d="M1220,${H} L1220,240 C1080,260 950,300 820,340 L740,${H} Z" fill="${l3}"/>`,
    );
    const fall = art.linear([
      [0, "#e8fbf8"],
      [1, "#a7e6dc"],
    ]);
    art.add(`<path d="M520,196 Q600,186 680,196 L690,560 L510,560 Z" fill="${fall}"/>`);
    let streaks = `<g stroke="#ffffff" stroke-linecap="round" stroke-opacity="0.8">`;
    for (let i = 0; i < 16; i++) {
      const x = between(r, 530, 670);
      const y = between(r, 210, 420);
      streaks += `<path d="M${f(x)},${f(y)} L${f(x)},${f(y + between(r, 50, 140))}" stroke-width="${f(between(r, 2, 5))}"/>`;
    }
    art.add(`${streaks}</g>`);
    const pool = art.linear([
      [0, mood.water[0]],
      [1, mood.water[1]],
    ]);
    art.add(`<ellipse cx="600" cy="600" rx="420" ry="90" fill="${pool}"/>`);
    art.add(
      `<g fill="#ffffff" fill-opacity="0.85"><ellipse cx="600" cy="556" rx="130" ry="20"/><circle cx="520" cy="548" r="22"/><circle cx="580" cy="540" r="28"/><circle cx="650" cy="542" r="26"/><circle cx="700" cy="552" r="18"/></g>`,
    );
    art.add(ripples(r, 320, 860, 580, 650, 14, C.white, 0.5));
    art.add(
      fern(80, H, 1.1, l3, mix(l3, "#000000", 0.2)),
      fern(1130, H, 1.2, mix(l3, "#000000", 0.1), l3),
      fern(1000, H + 10, 0.8, C.leaf600, l3),
    );
    art.add(
      `<path d="M300,640 Q340,600 400,610 Q430,630 420,660 L290,660 Z" fill="${mix(l3, "#6b7280", 0.4)}"/>`,
    );
    art.add(
      person(352, 612, 0.32, {
        skin: SKIN[2],
        hair: HAIR[0],
        top: C.orange500,
        bottom: "#334155",
        backpack: C.teal700,
        pose: "wave",
        hairStyle: "bun",
      }),
    );
  } else if (v === 1) {
    // a view out of a cave at dusk
    stars(art, r, 30, 220);
    sun(art, 640, 360, 60, mood, 2);
    art.add(
      peak(520, 430, 520, 240, { light: l0, shade: l1 }),
      peak(820, 430, 420, 180, { light: l0, shade: l1 }),
    );
    const lake = art.linear([
      [0, mix(mood.water[0], mood.sun, 0.25)],
      [1, mood.water[1]],
    ]);
    art.add(`<rect x="0" y="428" width="${W}" height="${H - 428}" fill="${lake}"/>`);
    art.add(ripples(r, 300, 900, 440, 520, 18, C.orange200, 0.5));
    art.add(forest(r, 200, 1000, 440, 50, l2, 20));
    const cave = `M-20,-20 L1220,-20 L1220,${H + 20} L-20,${H + 20} Z M180,${H} C170,420 230,170 420,110 C560,70 700,80 820,120 C980,180 1050,400 1040,${H} Z`;
    art.add(`<path d="${cave}" fill="${l3}" fill-rule="evenodd"/>`);
    art.add(
      `<path d="M180,${H} C170,420 230,170 420,110 C560,70 700,80 820,120 C980,180 1050,400 1040,${H}" stroke="${mix(l3, C.orange400, 0.35)}" stroke-width="14" fill="none"/>`,
    );
    let drips = `<g fill="${l3}">`;
    for (const [x, y, h] of [
      [360, 130, 70],
      [460, 100, 50],
      [600, 86, 90],
      [720, 100, 60],
      [860, 140, 80],
    ] as const)
      drips += `<path d="M${x - 16},${y} Q${x},${y + h * 0.8} ${x + 2},${y + h} Q${x + 4},${y + h * 0.8} ${x + 16},${y} Z"/>`;
    art.add(`${drips}</g>`);
    art.add(
      `<path d="M160,${H} C300,600 500,590 700,610 C860,620 960,600 1060,${H} Z" fill="${mix(l3, "#000000", 0.25)}"/>`,
    );
    art.add(
      person(560, 622, 0.55, {
        skin: SKIN[3],
        hair: HAIR[0],
        top: C.orange500,
        bottom: "#1e1b4b",
        backpack: C.teal600,
        pose: "hold",
        hairStyle: "short",
      }),
    );
    const lantern = art.radial([
      [0, "#fde68a", 0.8],
      [1, "#fde68a", 0],
    ]);
    art.add(
      `<circle cx="600" cy="560" r="70" fill="${lantern}"/><rect x="592" y="548" width="16" height="22" rx="4" fill="#fde68a"/>`,
    );
    art.add(speckle(r, 0, 180, 0, H, 60, C.white, 0.06, 4), speckle(r, 1040, W, 0, H, 60, C.white, 0.06, 4));
  } else {
    // rope bridge across a gorge
    sun(art, 880, 170, 60, mood);
    art.add(cloud(300, 120, 1.1, mood.mist, 0.8));
    art.add(
      range(
        [
          [120, 250],
          [420, 210],
          [760, 260],
          [1060, 200],
        ],
        W,
        H,
        mix(l0, C.white, 0.2),
      ),
    );
    art.add(haze(art, 230, 420, mood.sky[2], 0.6));
    art.add(
      `<path d="M-20,${H} L-20,290 L160,300 L260,340 L330,360 L360,${H} Z" fill="${l2}"/>`,
      `<path d="M1220,${H} L1220,280 L1030,300 L930,340 L860,362 L840,${H} Z" fill="${l2}"/>`,
    );
    art.add(`<path d="M330,${H} L350,470 L430,440 L560,470 L680,430 L790,470 L850,${H} Z" fill="${l1}"/>`);
    const river = art.linear([
      [0, C.teal200],
      [1, C.teal500],
    ]);
    art.add(
      `<path d="M470,${H} C540,600 560,540 590,500 L606,500 C640,540 660,600 760,${H} Z" fill="${river}"/>`,
    );
    art.add(
      `<path d="M-20,${H} L-20,420 L120,430 L220,470 L300,${H} Z" fill="${l3}"/>`,
      `<path d="M1220,${H} L1220,420 L1080,440 L980,480 L900,${H} Z" fill="${l3}"/>`,
    );
    // bridge
    const a: Pt = [326, 362];
    const b: Pt = [864, 362];
    art.add(
      `<path d="M${a[0]},${a[1]} Q595,470 ${b[0]},${b[1]}" stroke="#5b3a24" stroke-width="6" fill="none"/>`,
    );
    art.add(
      `<path d="M${a[0]},${a[1] - 50} Q595,420 ${b[0]},${b[1] - 50}" stroke="#7a5235" stroke-width="4" fill="none"/>`,
    );
    let planks = `<g stroke="#8a5a35" stroke-width="3">`;
    for (let i = 1; i < 20; i++) {
      const t = i / 20;
      const x = (1 - t) * (1 - t) * a[0] + 2 * (1 - t) * t * 595 + t * t * b[0];
      const y = (1 - t) * (1 - t) * a[1] + 2 * (1 - t) * t * 470 + t * t * b[1];
      planks += `<path d="M${f(x)},${f(y)} L${f(x)},${f(y - 50)}"/>`;
    }
    art.add(`${planks}</g>`);
    art.add(
      `<path d="M${a[0]},${a[1] + 6} L${a[0]},${a[1] - 60} M${b[0]},${b[1] + 6} L${b[0]},${b[1] - 60}" stroke="#4a2f1e" stroke-width="10" stroke-linecap="round"/>`,
    );
    art.add(
      person(540, 412, 0.36, {
        skin: SKIN[1],
        hair: HAIR[1],
        top: C.teal600,
        bottom: "#3b2418",
        backpack: C.orange600,
        pose: "straps",
        hairStyle: "ponytail",
      }),
    );
    art.add(
      conifer(60, 440, 160, mood.ink),
      conifer(130, 450, 110, mood.ink),
      conifer(1140, 440, 170, mood.ink),
    );
    art.add(birds(640, 220, 1, mood.ink, r));
  }
  return art.svg();
}

/** A fern: arching fronds from the ground. */
function fern(x: number, y: number, s: number, color: string, dark: string): string {
  let g = `<g transform="translate(${f(x)},${f(y)}) scale(${f(s)})">`;
  for (const [deg, len, col] of [
    [-150, 170, dark],
    [-30, 170, dark],
    [-120, 210, color],
    [-60, 210, color],
    [-90, 190, color],
  ] as const) {
    const a = (deg * Math.PI) / 180;
    const ex = Math.cos(a) * len;
    const ey = Math.sin(a) * len * 0.8;
    g += `<path d="M0,0 Q${f(ex * 0.3 - 20)},${f(ey * 1.1)} ${f(ex)},${f(ey + len * 0.25)} Q${f(ex * 0.5)},${f(ey * 0.6)} 0,0 Z" fill="${col}"/>`;
  }
  return `${g}</g>`;
}
