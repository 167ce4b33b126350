// People-centred scenes: wellness and yoga, women-only trips, solo-friendly groups.
import { meditator, type PersonStyle, person, treePose } from "./figures";
import { haze, mist, ripples, tufts, wave } from "./ground";
import { Art, C, H, HAIR, makeRng, mix, moodOf, SKIN, W } from "./kit";
import { birds, cloud, conifer, forest, hills, mound, palm, peak, sky, sparkle, stars, sun } from "./nature";
import { lotus } from "./objects";
/** Wellness & Yoga Retreats: meditation at sunrise, tree pose by the sea, a lotus pond. */
export function wellness(v: number): string {
  const mood = moodOf(v, ["golden", "morning", "dusk"]);
  const r = makeRng(`wellness-${v}`);
  const art = new Art(W, H);
  const [l0, l1, l2] = mood.layers;
  sky(art, mood);
  if (v === 0) {
    sun(art, 600, 330, 150, mood, 3);
    art.add(hills(art, r, 430, 70, mix(l0, mood.sky[2], 0.3), 4), mist(art, 440, 40, mood.mist, 0.5));
    art.add(hills(art, r, 480, 40, l0, 4));
    const lake = art.linear([
      [0, mix(mood.water[0], mood.sun, 0.3)],
      [1, mood.water[1]],
    ]);
    art.add(`<rect x="0" y="500" width="${W}" height="${H - 500}" fill="${lake}"/>`);
    art.add(ripples(r, 0, W, 510, 600, 26, C.white, 0.4));
    art.add(`<path d="M300,${H} L340,600 L860,600 L900,${H} Z" fill="${C.sand400}"/>`);
    for (let x = 330; x < 880; x += 36)
      art.add(
        `<path d="M${x},600 L${x - 6 - (x - 600) * 0.08},${H}" stroke="${C.sand600}" stroke-width="3"/>`,
      );
    art.add(`<path d="M470,630 L730,630 L744,656 L456,656 Z" fill="${C.teal600}"/>`);
    art.add(meditator(600, 636, 0.95, SKIN[2], C.orange500, C.cream, HAIR[0]));
    art.add(
      lotus(160, 620, 0.4, C.rose300, C.orange200, C.leaf600),
      lotus(1050, 640, 0.5, C.rose300, C.orange200, C.leaf600),
    );
    art.add(birds(300, 180, 1, mood.ink, r));
  } else if (v === 1) {
    sun(art, 280, 160, 54, mood);
    art.add(cloud(880, 120, 1.1, C.white, 0.8));
    const sea = art.linear([
      [0, mood.water[0]],
      [1, mood.water[1]],
    ]);
    art.add(
      `<rect x="0" y="400" width="${W}" height="${H - 400}" fill="${sea}"/>`,
      ripples(r, 0, W, 410, 520, 30, C.white, 0.45),
    );
    art.add(`<path d="M900,400 Q1000,330 1100,360 Q1160,370 1220,360 L1220,402 Z" fill="${l1}"/>`);
    art.add(wave(art, 520, 8, 150, mix(mood.water[1], C.white, 0.25), 30));
    art.add(`<rect x="-20" y="560" width="${W + 40}" height="${H}" fill="${C.sand500}"/>`);
    for (let y = 566; y < H; y += 22)
      art.add(
        `<rect x="-20" y="${y}" width="${W + 40}" height="3" fill="${C.sand700}" fill-opacity="0.35"/>`,
      );
    art.add(`<rect x="-20" y="556" width="${W + 40}" height="10" fill="${C.sand400}"/>`);
    art.add(`<path d="M420,600 L800,600 L812,620 L408,620 Z" fill="${C.orange500}"/>`);
    art.add(treePose(610, 606, 1.35, SKIN[1], C.teal600, C.indigo500, HAIR[0]));
    art.add(
      palm(100, 600, 420, 80, "#8a5a35", C.leaf600, C.leaf800),
      palm(1130, 600, 380, -90, "#8a5a35", C.leaf600, C.leaf800),
    );
    art.add(`<path d="M1000,600 Q1010,560 1040,556 Q1070,560 1080,600 Z" fill="${C.leaf700}"/>`);
  } else {
    stars(art, r, 40, 220);
    sun(art, 900, 230, 44, mood, 2);
    art.add(hills(art, r, 360, 60, l0, 4), hills(art, r, 400, 40, l1, 4));
    art.add(forest(r, -20, W + 20, 410, 60, l2, 22));
    const pond = art.linear([
      [0, mix(mood.water[0], mood.sun, 0.2)],
      [1, mood.water[1]],
    ]);
    art.add(`<rect x="0" y="410" width="${W}" height="${H - 410}" fill="${pond}"/>`);
    art.add(ripples(r, 0, W, 420, 660, 30, C.white, 0.3));
    for (const [x, y, rx] of [
      [200, 560, 70],
      [980, 600, 90],
      [380, 640, 60],
      [820, 500, 50],
    ] as const)
      art.add(
        `<ellipse cx="${x}" cy="${y}" rx="${rx}" ry="${rx * 0.3}" fill="${C.leaf600}"/><path d="M${x},${y} L${x + rx},${y - rx * 0.08} L${x + rx},${y + rx * 0.1} Z" fill="${mix(mood.water[1], "#000", 0.1)}"/>`,
      );
    art.add(`<ellipse cx="600" cy="600" rx="240" ry="34" fill="#ffffff" fill-opacity="0.12"/>`);
    art.add(lotus(600, 590, 1.2, C.rose300, C.orange200, C.leaf700));
    // stacked stones and candles
    art.add(
      `<ellipse cx="1080" cy="470" rx="46" ry="16" fill="#6b6790"/><ellipse cx="1080" cy="446" rx="36" ry="13" fill="#8581ad"/><ellipse cx="1080" cy="426" rx="26" ry="10" fill="#a19dc8"/><ellipse cx="1080" cy="410" rx="16" ry="7" fill="#c0bce0"/>`,
    );
    for (const x of [120, 160, 200])
      art.add(
        `<rect x="${x - 12}" y="${440 + (x % 3) * 6}" width="24" height="${40 - (x % 3) * 6}" rx="4" fill="${C.cream}"/><path d="M${x},${430 + (x % 3) * 6} q5,8 0,12 q-5,-4 0,-12 Z" fill="${C.amber300}"/>`,
      );
    art.add(sparkle(300, 120, 12, C.white), sparkle(700, 80, 8, C.white));
  }
  return art.svg();
}

const groupStyles: PersonStyle[] = [
  {
    skin: SKIN[1],
    hair: HAIR[0],
    top: C.orange500,
    bottom: "#334155",
    backpack: C.teal700,
    hairStyle: "ponytail",
    accent: C.sand200,
  },
  {
    skin: SKIN[3],
    hair: HAIR[1],
    top: C.teal500,
    bottom: "#3b2f4a",
    backpack: C.orange600,
    hairStyle: "long",
    accent: C.sand200,
  },
  {
    skin: SKIN[0],
    hair: HAIR[3],
    top: C.indigo500,
    bottom: "#2b2b3a",
    backpack: C.sand500,
    hairStyle: "bun",
    accent: C.orange200,
  },
  {
    skin: SKIN[2],
    hair: HAIR[2],
    top: C.leaf600,
    bottom: "#3a2e28",
    backpack: C.indigo600,
    hairStyle: "bob",
    accent: C.sand200,
  },
];

/** Women-Only Trips: a group of women travellers with backpacks at a viewpoint. */
export function womenOnly(v: number): string {
  const mood = moodOf(v, ["morning", "golden", "dusk"]);
  const r = makeRng(`women-${v}`);
  const art = new Art(W, H);
  const [l0, l1, l2, l3] = mood.layers;
  sky(art, mood);
  if (v === 2) stars(art, r, 40, 200);
  sun(art, [900, 260, 600][v]!, [150, 220, 330][v]!, 60, mood);
  art.add(cloud(300, 110, 1, mood.mist, 0.7), cloud(1000, 260, 0.7, mood.mist, 0.5));
  const snowShade = mix(C.white, l1, 0.25);
  for (const [x, w, h] of [
    [220, 560, 260],
    [640, 640, 320],
    [1060, 560, 250],
  ] as const)
    art.add(
      peak(x + v * 40, 460, w, h, { light: mix(l0, C.white, 0.15), shade: l1, snow: C.white, snowShade }),
    );
  art.add(haze(art, 300, 470, mood.sky[2], 0.5), hills(art, r, 470, 40, l1, 5));
  art.add(forest(r, -20, W + 20, 500, 60, l2, 22));
  art.add(mist(art, 500, 30, mood.mist, 0.25));
  // viewpoint
  art.add(mound(-200, 1400, 660, 500, l3, H + 2));
  art.add(hills(art, r, 650, 20, mix(l3, "#000", 0.15), 4, art.dots(C.white, 16, 1.6, 0.1)));
  const poses = [
    ["wave", "straps", "cheer", "stand"],
    ["cheer", "cheer", "wave", "cheer"],
    ["straps", "flag", "wave", "straps"],
  ] as const;
  const xs = [470, 560, 650, 740];
  for (let i = 0; i < 4; i++) {
    const style = {
      ...groupStyles[(i + v) % 4]!,
      pose: poses[v % 3]![i]!,
      accent: i === 1 ? C.orange400 : groupStyles[i]!.accent,
    };
    art.add(person(xs[i]!, 512 + Math.abs(i - 1.5) * 8, 0.78, style, i % 2 === 1));
  }
  art.add(tufts(r, 0, W, 600, 16, mix(l3, "#000", 0.2), 18));
  art.add(birds(v === 0 ? 360 : 820, 170, 1, mix(mood.ink, mood.sky[1], 0.3), r));
  return art.svg(v === 1);
}

/** Solo-Friendly Group Trips: a lone backpacker walking up to a welcoming group. */
export function soloFriendly(v: number): string {
  const mood = moodOf(v, ["verdant", "golden", "dusk"]);
  const r = makeRng(`solo-${v}`);
  const art = new Art(W, H);
  const [l0, l1, l2, l3] = mood.layers;
  sky(art, mood);
  if (v === 2) stars(art, r, 40, 200);
  sun(art, [300, 980, 820][v]!, [150, 200, 300][v]!, 56, mood);
  art.add(cloud(760, 120, 1, mood.mist, 0.7));
  if (v === 1) {
    const sea = art.linear([
      [0, mix(mood.water[0], mood.sun, 0.2)],
      [1, mood.water[1]],
    ]);
    art.add(
      `<rect x="0" y="400" width="${W}" height="${H}" fill="${sea}"/>`,
      ripples(r, 0, W, 410, 520, 24, C.white, 0.45),
    );
    art.add(wave(art, 520, 8, 140, mix(mood.water[1], C.white, 0.25), 30));
    art.add(`<path d="M-20,${H} L-20,560 Q600,530 1220,560 L1220,${H} Z" fill="${C.sand300}"/>`);
    art.add(palm(1100, 600, 380, -80, "#7a4e2c", C.leaf600, C.leaf800));
  } else {
    art.add(hills(art, r, 380, 80, mix(l0, mood.sky[2], 0.3), 4), hills(art, r, 440, 60, l0, 4));
    art.add(forest(r, -20, W + 20, 470, 80, l1, 26));
    art.add(`<path d="M-20,${H} L-20,520 Q600,480 1220,530 L1220,${H} Z" fill="${l2}"/>`);
    art.add(conifer(1120, 560, 220, l3), conifer(1180, 580, 150, l3), conifer(60, 560, 180, l3));
  }
  // the path joining them
  art.add(
    `<path d="M160,${H + 30} C260,620 420,630 640,612 C760,602 900,616 1040,620" stroke="${mix(C.sand200, l2, 0.2)}" stroke-width="36" fill="none" stroke-linecap="round"/>`,
  );
  art.add(
    `<path d="M330,560 C400,520 480,520 540,550" stroke="${mood.accent}" stroke-width="4" stroke-dasharray="2 14" fill="none" stroke-linecap="round"/>`,
  );
  // the lone traveller
  art.add(
    person(260, 650, 0.95, {
      skin: SKIN[2],
      hair: HAIR[1],
      top: C.orange500,
      bottom: "#334155",
      backpack: C.teal700,
      pose: "walk",
      hairStyle: "cap",
      accent: C.teal500,
    }),
  );
  // the group
  const group: Array<[number, number, PersonStyle]> = [
    [700, 612, { ...groupStyles[1]!, pose: "wave" }],
    [790, 606, { ...groupStyles[2]!, pose: "stand", hairStyle: "curly" }],
    [880, 614, { ...groupStyles[3]!, pose: "wave" }],
    [965, 620, { ...groupStyles[0]!, pose: "straps", hairStyle: "short" }],
  ];
  for (const [x, y, st] of group.slice(0, v === 1 ? 3 : 4)) art.add(person(x, y, 0.82, st, x > 800));
  art.add(sparkle(560, 470, 16, C.white, 0.9), sparkle(600, 430, 10, mood.accent));
  art.add(
    `<path d="M540,470 q-10,-14 0,-22 q10,-8 14,4 q4,-12 14,-4 q10,8 0,22 l-14,14 Z" fill="${C.orange500}"/>`,
  );
  art.add(tufts(r, 0, W, 650, 14, mix(v === 1 ? C.sand500 : l3, "#000", 0.1), 16));
  return art.svg();
}
