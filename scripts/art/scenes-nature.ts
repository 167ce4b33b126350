// Outdoor category scenes: treks, camping and beaches.
import { person, sittingSide } from "./figures";
import { haze, mist, ripples, speckle, tufts, wave } from "./ground";
import { Art, between, C, f, H, HAIR, makeRng, mix, moodOf, SKIN, W } from "./kit";
import {
  birds,
  cloud,
  conifer,
  forest,
  fullMoon,
  hills,
  moon,
  mound,
  palm,
  peak,
  sky,
  stars,
  sun,
} from "./nature";
import { bonfire, tent } from "./objects";

/** Adventure & Treks: snowy peaks, forest ridges and hikers on a summit. */
export function treks(v: number): string {
  const mood = moodOf(v, ["morning", "golden", "dusk"]);
  const r = makeRng(`treks-${v}`);
  const art = new Art(W, H);
  const [l0, l1, l2, l3] = mood.layers;
  sky(art, mood);
  if (v === 2) stars(art, r, 50, 240);
  const [sx, sy] = (
    [
      [900, 150],
      [610, 300],
      [300, 250],
    ] as const
  )[v]!;
  sun(art, sx, sy, v === 1 ? 70 : 54, mood);
  art.add(cloud(240 + v * 300, 120, 1.1, mood.mist, 0.75), cloud(980 - v * 220, 210, 0.7, mood.mist, 0.6));
  const snowShade = mix(C.white, l1, 0.25);
  const ranges = [
    [
      [180, 470, 560, 300],
      [620, 470, 700, 380],
      [1040, 470, 560, 290],
    ],
    [
      [250, 470, 620, 330],
      [860, 470, 640, 350],
      [560, 470, 460, 230],
    ],
    [
      [760, 470, 720, 390],
      [300, 470, 600, 300],
      [1120, 470, 500, 260],
    ],
  ][v]!;
  for (const [x, y, w, h] of ranges)
    art.add(peak(x!, y!, w!, h!, { light: mix(l0, C.white, 0.15), shade: l1, snow: C.white, snowShade }));
  art.add(haze(art, 300, 480, mood.sky[2], 0.55));
  art.add(hills(art, r, 470, 50, l1, 6));
  art.add(forest(r, -20, W + 20, 500, 64, l2, 22));
  art.add(hills(art, r, 520, 40, l2, 5));
  art.add(mist(art, 500, 30, mood.mist, 0.22));
  // near ridge with the hikers
  const ridgeX = [
    [560, 1320, 455],
    [-120, 640, 470],
    [-140, 700, 450],
  ][v]!;
  const [x0, x1, top] = ridgeX as [number, number, number];
  art.add(mound(x0, x1, 640, top, l3, H + 2));
  art.add(hills(art, r, 650, 30, mix(l3, "#000000", 0.15), 4, art.dots(C.white, 16, 1.6, 0.12)));
  const px = (x0 + x1) / 2;
  art.add(tufts(r, x0 + 60, x1 - 60, 640, 10, mix(l3, "#000000", 0.25), 16));
  if (v === 0) {
    art.add(
      person(px - 10, top + 6, 0.62, {
        skin: SKIN[1],
        hair: HAIR[0],
        top: C.orange500,
        bottom: "#334155",
        backpack: C.teal700,
        pose: "flag",
        hairStyle: "cap",
        accent: C.orange400,
      }),
    );
  } else if (v === 1) {
    art.add(
      person(px - 40, top + 6, 0.58, {
        skin: SKIN[2],
        hair: HAIR[1],
        top: C.teal600,
        bottom: "#3b2f4a",
        backpack: C.orange600,
        pose: "pole",
        hairStyle: "ponytail",
      }),
    );
    art.add(
      person(px + 46, top + 10, 0.55, {
        skin: SKIN[3],
        hair: HAIR[2],
        top: C.indigo500,
        bottom: "#2f2a3f",
        backpack: C.sand500,
        pose: "wave",
        hairStyle: "short",
      }),
    );
  } else {
    art.add(
      person(px - 30, top + 6, 0.6, {
        skin: SKIN[0],
        hair: HAIR[3],
        top: C.orange500,
        bottom: "#1f1d3a",
        backpack: C.teal600,
        pose: "cheer",
        hairStyle: "bun",
      }),
    );
    art.add(
      person(px + 40, top + 8, 0.56, {
        skin: SKIN[2],
        hair: HAIR[4],
        top: C.leaf600,
        bottom: "#262047",
        backpack: C.sand400,
        pose: "straps",
        hairStyle: "curly",
      }),
    );
  }
  art.add(birds(v === 0 ? 420 : 860, 180, 1, mix(mood.ink, mood.sky[1], 0.3), r));
  return art.svg();
}

/** Camping & Bonfire Nights: tents, a crackling fire, friends sitting around it. */
export function camping(v: number): string {
  const mood = moodOf(v, ["night", "dusk", "night"]);
  const r = makeRng(`camping-${v}`);
  const art = new Art(W, H);
  const [l0, l1, l2, l3] = mood.layers;
  sky(art, mood);
  stars(art, r, v === 1 ? 30 : 90, 330);
  if (v === 0) moon(art, 930, 130, 46, "#fff4d6", "#a5b4fc");
  else if (v === 2) fullMoon(art, 260, 140, 56, "#fff1cf", "#a5b4fc");
  else sun(art, 820, 420, 60, mood, 2);
  if (v === 2) {
    // milky way band
    art.add(
      `<path d="M-40,330 C300,120 700,260 1240,40" stroke="${mood.mist}" stroke-opacity="0.12" stroke-width="90" fill="none" stroke-linecap="round"/>`,
    );
  }
  art.add(hills(art, r, 420, 110, l0, 5));
  art.add(forest(r, -20, W + 20, v === 1 ? 440 : 470, v === 1 ? 90 : 120, l1, 30));
  if (v === 1) {
    // lake reflecting the sunset
    const water = art.linear([
      [0, mix(mood.water[0], mood.sun, 0.3)],
      [1, mood.water[1]],
    ]);
    art.add(`<rect x="0" y="438" width="${W}" height="140" fill="${water}"/>`);
    for (let i = 0; i < 6; i++) {
      const w = 150 - i * 18;
      art.add(
        `<rect x="${f(820 - w / 2 + between(r, -10, 10))}" y="${450 + i * 16}" width="${f(w)}" height="5" rx="2.5" fill="${mood.sun}" fill-opacity="${f(0.6 - i * 0.07)}"/>`,
      );
    }
    art.add(ripples(r, 0, W, 460, 540, 22, C.white, 0.3));
  } else {
    art.add(hills(art, r, 520, 30, l2, 4));
  }
  art.add(hills(art, r, 520, 30, l2, 4));
  const ground = art.linear([
    [0, l2],
    [1, l3],
  ]);
  art.add(
    `<path d="M-10,${H} L-10,${v === 1 ? 570 : 540} Q600,${v === 1 ? 540 : 500} 1210,${v === 1 ? 575 : 550} L1210,${H} Z" fill="${ground}"/>`,
  );
  art.add(conifer(60, 600, 320, l3), conifer(150, 620, 240, l3), conifer(1150, 610, 300, l3));
  // tents and fire
  const fx = [640, 560, 600][v]!;
  const tentFront = [C.orange500, C.teal500, C.orange400][v]!;
  const tentSide = mix(tentFront, "#000000", 0.3);
  art.add(tent([880, 300, 880][v]!, 585, 220, 170, tentFront, tentSide, "#2a1f3d", "#fbbf24"));
  if (v === 2)
    art.add(tent(330, 565, 150, 118, C.indigo400, mix(C.indigo400, "#000000", 0.3), "#1e1b4b", "#fbbf24"));
  art.add(bonfire(art, fx, 610, 0.8, r));
  art.add(sittingSilhouettes(fx, mood.ink, v));
  art.add(tufts(r, 0, W, 650, 18, mix(l3, "#000000", 0.2), 16));
  return art.svg();
}

function sittingSilhouettes(fx: number, ink: string, v: number): string {
  const logs = `<rect x="${fx - 190}" y="618" width="110" height="20" rx="10" fill="#4a2f22"/><rect x="${fx + 90}" y="618" width="110" height="20" rx="10" fill="#4a2f22"/>`;
  const people = [
    sittingSide(fx - 150, 620, 0.85, ink, false, C.orange500),
    sittingSide(fx + 150, 620, 0.85, ink, true, C.teal500),
  ];
  if (v !== 1) people.push(sittingSide(fx - 250, 628, 0.8, ink, false, C.indigo400));
  return logs + people.join("");
}

/** Beach & Island Escapes: sea, palms, sand and sails. */
export function beach(v: number): string {
  const mood = moodOf(v, ["morning", "golden", "dusk"]);
  const r = makeRng(`beach-${v}`);
  const art = new Art(W, H);
  const horizon = 380;
  sky(art, mood, horizon);
  const [sx, sy] = (
    [
      [880, 150],
      [600, 330],
      [300, 230],
    ] as const
  )[v]!;
  sun(art, sx, sy, v === 1 ? 80 : 56, mood);
  art.add(cloud(300, 140, 1.2, mood.mist, 0.8), cloud(1040, 90, 0.8, mood.mist, 0.7));
  const sea = art.linear([
    [0, mood.water[0]],
    [1, mood.water[1]],
  ]);
  art.add(`<rect x="0" y="${horizon}" width="${W}" height="${H - horizon}" fill="${sea}"/>`);
  // sun reflection
  for (let i = 0; i < 7; i++) {
    const w = 160 - i * 14;
    art.add(
      `<rect x="${f(sx - w / 2 + between(r, -14, 14))}" y="${horizon + 12 + i * 22}" width="${f(w)}" height="6" rx="3" fill="${mood.sun}" fill-opacity="${f(0.55 - i * 0.05)}"/>`,
    );
  }
  // distant island
  const ix = [700, 980, 760][v]!;
  art.add(
    `<path d="M${ix - 170},${horizon + 2} Q${ix - 60},${horizon - 60} ${ix + 40},${horizon - 40} Q${ix + 120},${horizon - 30} ${ix + 190},${horizon + 2} Z" fill="${mood.layers[1]}"/>`,
  );
  art.add(palm(ix - 10, horizon - 40, 90, 14, mood.layers[2], mood.layers[2], mood.layers[2]));
  art.add(palm(ix + 30, horizon - 36, 70, -10, mood.layers[2], mood.layers[2], mood.layers[2]));
  art.add(ripples(r, 0, W, horizon + 20, 540, 30, C.white, 0.45));
  // sailboat
  const bx = [430, 300, 620][v]!;
  art.add(
    `<path d="M${bx - 50},${horizon + 40} L${bx + 54},${horizon + 40} L${bx + 40},${horizon + 56} L${bx - 40},${horizon + 56} Z" fill="${mood.ink}"/>`,
  );
  art.add(
    `<path d="M${bx},${horizon + 36} L${bx},${horizon - 70} L${bx + 46},${horizon + 30} Z" fill="${C.white}"/><path d="M${bx - 4},${horizon + 30} L${bx - 4},${horizon - 50} L${bx - 42},${horizon + 30} Z" fill="${mood.accent}"/>`,
  );
  // waves and sand
  art.add(wave(art, 560, 10, 160, mix(mood.water[1], C.white, 0.25), 20));
  art.add(wave(art, 585, 8, 120, mix(C.white, mood.water[0], 0.2), 60));
  const sand = v === 2 ? mix(C.sand300, C.indigo400, 0.35) : v === 1 ? C.sand300 : C.sand200;
  art.add(`<path d="M-10,${H} L-10,610 Q300,585 620,600 Q900,612 1210,592 L1210,${H} Z" fill="${sand}"/>`);
  art.add(speckle(r, 0, W, 615, H, 80, mix(sand, "#000000", 0.3), 0.25, 2));
  // palms in the foreground
  const trunk = v === 2 ? "#3a2d5c" : "#8a5a35";
  const leaf = v === 2 ? "#2c2768" : C.leaf600;
  const leafDark = v === 2 ? "#1f1b4d" : C.leaf800;
  if (v === 1) {
    art.add(
      palm(90, 680, 480, 120, "#5a2f1a", "#6b3016", "#4a200e"),
      palm(1130, 680, 420, -110, "#5a2f1a", "#6b3016", "#4a200e"),
    );
  } else {
    const px = v === 0 ? 150 : 1060;
    const lean = v === 0 ? 90 : -90;
    art.add(
      palm(px, 660, 440, lean, trunk, leaf, leafDark),
      palm(px + (v === 0 ? -70 : 60), 680, 330, lean * 1.4, trunk, leaf, leafDark),
    );
  }
  // beach umbrella and towel
  if (v !== 1) {
    const ux = v === 0 ? 820 : 360;
    const canopy = v === 0 ? C.orange500 : C.teal500;
    art.add(
      `<path d="M${ux},640 L${ux - 20},520" stroke="#5b4636" stroke-width="6" stroke-linecap="round"/>`,
    );
    art.add(
      `<path d="M${ux - 120},540 Q${ux - 40},440 ${ux + 70},500 Q${ux - 20},505 ${ux - 120},540 Z" fill="${canopy}"/>`,
    );
    art.add(
      `<path d="M${ux - 120},540 Q${ux - 60},470 ${ux - 25},515 Q${ux - 70},515 ${ux - 120},540 Z" fill="#ffffff" fill-opacity="0.5"/>`,
    );
    art.add(
      `<rect x="${ux + 30}" y="628" width="150" height="30" rx="6" fill="${v === 0 ? C.teal500 : C.orange400}" transform="skewX(-30)"/>`,
    );
  }
  return art.svg();
}
