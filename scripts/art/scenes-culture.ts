// Culture and city scenes: temple trails and heritage food walks.
import {
  archDoor,
  buildingRow,
  chhatri,
  diya,
  dome,
  garland,
  gopuram,
  minaret,
  shikhara,
  stringLights,
} from "./buildings";
import { person } from "./figures";
import { ripples } from "./ground";
import { Art, between, C, H, HAIR, makeRng, mix, moodOf, SKIN, W } from "./kit";
import { birds, cloud, hills, palm, sky, stars, sun } from "./nature";
import { foodCart } from "./objects";

/** Cultural & Temple Trails: a gopuram, a riverside shikhara with diyas, a carved gateway. */
export function culturalTemple(v: number): string {
  const mood = moodOf(v, ["golden", "dusk", "morning"]);
  const r = makeRng(`temple-${v}`);
  const art = new Art(W, H);
  const [l0, l1, l2, l3] = mood.layers;
  sky(art, mood);
  if (v === 0) {
    sun(art, 820, 200, 70, mood);
    art.add(cloud(240, 110, 1, C.white, 0.7));
    art.add(hills(art, r, 470, 40, l0, 4));
    art.add(
      palm(120, 560, 300, 40, mix(l2, "#000", 0.2), l2, l3),
      palm(1040, 560, 280, -50, mix(l2, "#000", 0.2), l2, l3),
      palm(1120, 580, 220, 40, mix(l2, "#000", 0.2), l3, l2),
    );
    art.add(gopuram(480, 580, 320, 460, C.sand300, C.sand600, C.orange400, "#7a3b1b"));
    art.add(gopuram(820, 580, 170, 240, C.sand200, C.sand500, C.orange300, "#7a3b1b"));
    art.add(`<rect x="-20" y="576" width="${W + 40}" height="${H}" fill="${l1}"/>`);
    for (let i = 0; i < 4; i++)
      art.add(
        `<rect x="${300 - i * 30}" y="${580 + i * 24}" width="${360 + i * 60}" height="24" fill="${mix(C.sand300, "#000", 0.06 * i)}"/>`,
      );
    art.add(garland([-20, 20], [620, 40], 70), garland([580, 40], [1220, 10], 60));
    art.add(
      person(900, 650, 0.42, {
        skin: SKIN[2],
        hair: HAIR[0],
        top: C.orange500,
        bottom: C.orange100,
        dress: true,
        hairStyle: "long",
        pose: "stand",
      }),
    );
    art.add(
      person(960, 654, 0.44, {
        skin: SKIN[3],
        hair: HAIR[2],
        top: C.teal600,
        bottom: C.cream,
        pose: "wave",
        hairStyle: "short",
      }),
    );
    art.add(birds(600, 150, 1, mood.ink, r));
  } else if (v === 1) {
    stars(art, r, 40, 220);
    sun(art, 320, 300, 54, mood, 2);
    art.add(hills(art, r, 380, 50, l0, 4));
    // temple on the ghats
    art.add(shikhara(720, 400, 200, 330, C.sand300, C.sand600, C.orange500, C.orange500));
    art.add(shikhara(520, 400, 110, 190, C.sand200, C.sand500, C.orange400, C.orange400));
    art.add(chhatri(940, 400, 90, C.sand200, C.sand500), chhatri(360, 400, 70, C.sand200, C.sand500));
    for (let i = 0; i < 5; i++)
      art.add(
        `<rect x="-20" y="${398 + i * 14}" width="${W + 40}" height="15" fill="${mix(C.sand400, l2, 0.3 + i * 0.1)}"/>`,
      );
    const river = art.linear([
      [0, mood.water[0]],
      [1, mood.water[1]],
    ]);
    art.add(`<rect x="0" y="468" width="${W}" height="${H - 468}" fill="${river}"/>`);
    // reflection
    art.add(
      `<g opacity="0.25" transform="translate(0,936) scale(1,-1)">${shikhara(720, 468, 200, 330, C.sand200, C.sand500, C.orange300, C.orange300)}</g>`,
    );
    art.add(ripples(r, 0, W, 480, 660, 40, C.white, 0.3));
    for (let i = 0; i < 12; i++)
      art.add(diya(art, between(r, 60, 1140), between(r, 520, 660), between(r, 0.8, 1.3)));
    art.add(`<path d="M60,640 L200,640 Q220,612 200,600 L60,600 Q40,612 60,640 Z" fill="${l3}"/>`);
    art.add(
      `<path d="M130,600 L130,540 M130,540 Q160,560 190,550" stroke="${l3}" stroke-width="4" fill="none"/>`,
    );
  } else {
    sun(art, 880, 140, 50, mood);
    art.add(cloud(360, 130, 1, C.white, 0.8));
    art.add(hills(art, r, 470, 40, l0, 4));
    art.add(gopuram(600, 520, 220, 320, C.sand200, C.sand500, C.orange300, "#8a4a28"));
    art.add(`<rect x="-20" y="516" width="${W + 40}" height="${H}" fill="${C.sand200}"/>`);
    art.add(`<path d="M520,516 L680,516 L860,${H} L340,${H} Z" fill="${C.sand300}"/>`);
    // carved gateway framing the view
    const frame = C.orange700;
    art.add(
      `<path d="M-20,-20 L1220,-20 L1220,${H + 20} L-20,${H + 20} Z M230,${H} L230,250 Q230,70 600,40 Q970,70 970,250 L970,${H} Z" fill="${frame}" fill-rule="evenodd"/>`,
    );
    art.add(
      `<path d="M230,${H} L230,250 Q230,70 600,40 Q970,70 970,250 L970,${H}" stroke="${C.orange400}" stroke-width="14" fill="none"/>`,
    );
    art.add(
      `<path d="M-20,-20 L1220,-20 L1220,${H + 20} L-20,${H + 20} Z" fill="${art.dots(C.orange200, 22, 2.2, 0.35)}" clip-path="${art.clip(`<path d="M-20,-20 L1220,-20 L1220,${H + 20} L-20,${H + 20} Z M220,${H} L220,250 Q220,60 600,30 Q980,60 980,250 L980,${H} Z" clip-rule="evenodd"/>`)}"/>`,
    );
    for (const x of [150, 1050]) {
      art.add(`<rect x="${x - 40}" y="120" width="80" height="${H - 120}" fill="${C.orange800}"/>`);
      for (let y = 160; y < H; y += 90)
        art.add(`<rect x="${x - 48}" y="${y}" width="96" height="16" rx="6" fill="${C.orange500}"/>`);
    }
    for (const [x, len] of [
      [420, 140],
      [600, 110],
      [780, 140],
    ] as const) {
      art.add(`<path d="M${x},60 L${x},${60 + len}" stroke="${C.amber300}" stroke-width="3"/>`);
      art.add(
        `<path d="M${x - 20},${80 + len} Q${x - 20},${40 + len} ${x},${40 + len} Q${x + 20},${40 + len} ${x + 20},${80 + len} Z" fill="${C.amber300}"/><circle cx="${x}" cy="${86 + len}" r="6" fill="${C.amber300}"/>`,
      );
    }
    art.add(garland([230, 260], [970, 260], 80, 30));
    art.add(
      person(560, 640, 0.5, {
        skin: SKIN[1],
        hair: HAIR[0],
        top: C.teal600,
        bottom: C.orange500,
        dress: true,
        hairStyle: "ponytail",
        pose: "stand",
        backpack: C.indigo500,
      }),
    );
    art.add(
      person(650, 644, 0.52, {
        skin: SKIN[3],
        hair: HAIR[3],
        top: C.indigo500,
        bottom: "#334155",
        hairStyle: "curly",
        pose: "wave",
      }),
    );
  }
  return art.svg();
}

/** City Heritage & Food Walks: an old-city skyline with domes and minarets, and a street-food cart. */
export function heritageFood(v: number): string {
  const mood = moodOf(v, ["golden", "dusk", "morning"]);
  const r = makeRng(`heritage-${v}`);
  const art = new Art(W, H);
  const [l0, l1, l2] = mood.layers;
  sky(art, mood);
  if (v === 1) stars(art, r, 40, 200);
  sun(art, [300, 900, 960][v]!, [210, 240, 130][v]!, 60, mood);
  art.add(cloud(700, 100, 1, mood.mist, 0.6));
  // far skyline
  const far = mix(l0, mood.sky[2], 0.2);
  art.add(
    dome(160, 420, 60, far, far),
    minaret(70, 430, 18, 200, far, far),
    minaret(250, 430, 18, 200, far, far),
  );
  art.add(
    dome(1000, 420, 70, far, far),
    minaret(900, 430, 18, 220, far, far),
    minaret(1100, 430, 18, 220, far, far),
  );
  art.add(`<rect x="-20" y="410" width="${W + 40}" height="40" fill="${far}"/>`);
  const g = l1;
  const gx = 600;
  if (v === 2) {
    // a Mughal fort gateway with chhatris
    art.add(`<rect x="${gx - 220}" y="230" width="440" height="290" fill="${g}"/>`);
    art.add(
      `<rect x="${gx - 220}" y="230" width="440" height="290" fill="${art.stripes(mix(g, "#000", 0.2), 30, 4, 90, 0.3)}"/>`,
    );
    art.add(`<rect x="${gx - 236}" y="220" width="472" height="22" rx="4" fill="${mix(g, "#000", 0.15)}"/>`);
    for (const dx of [-170, -60, 60, 170]) art.add(chhatri(gx + dx, 222, 60, g, mix(g, "#000", 0.15)));
    art.add(
      archDoor(gx, 520, 200, 250, mix(g, "#000", 0.25)),
      archDoor(gx, 520, 150, 200, mix(mood.sky[2], mood.glow, 0.3)),
    );
    for (const dx of [-160, 160]) art.add(archDoor(gx + dx, 420, 50, 90, mix(g, "#000", 0.25)));
  } else {
    // four-minaret gate (Charminar-like) in the middle
    art.add(`<rect x="${gx - 150}" y="250" width="300" height="250" fill="${g}"/>`);
    art.add(
      minaret(gx - 150, 500, 34, 330, g, mix(g, "#000", 0.15)),
      minaret(gx + 150, 500, 34, 330, g, mix(g, "#000", 0.15)),
    );
    art.add(archDoor(gx, 500, 150, 190, mix(mood.sky[2], mood.glow, 0.3)));
    art.add(`<rect x="${gx - 140}" y="262" width="280" height="14" fill="${mix(g, "#000", 0.15)}"/>`);
    for (let i = 0; i < 6; i++) art.add(archDoor(gx - 110 + i * 44, 320, 24, 40, mix(g, "#000", 0.25)));
    art.add(dome(gx, 250, 40, g, mix(g, "#000", 0.2)));
  }
  // old-city buildings
  const cols =
    v === 1
      ? [l2, mix(l2, l1, 0.5), mix(l2, "#000", 0.1)]
      : [
          mix(C.sand300, l2, 0.35),
          mix(C.orange200, l2, 0.3),
          mix(C.teal200, l2, 0.35),
          mix(C.sand200, l2, 0.2),
        ];
  art.add(buildingRow(r, -20, 430, 560, cols, v === 1 ? "#fde68a" : mix(l2, "#000", 0.35), 110, 200));
  art.add(buildingRow(r, 770, 1240, 560, cols, v === 1 ? "#fde68a" : mix(l2, "#000", 0.35), 110, 200));
  // street
  art.add(
    `<rect x="-20" y="556" width="${W + 40}" height="${H}" fill="${mix(C.sand400, l2, v === 1 ? 0.6 : 0.25)}"/>`,
  );
  art.add(
    `<rect x="-20" y="556" width="${W + 40}" height="${H}" fill="${art.dots(C.white, 18, 1.6, 0.12)}"/>`,
  );
  art.add(`<rect x="-20" y="552" width="${W + 40}" height="10" fill="${mix(C.sand500, l2, 0.3)}"/>`);
  if (v === 1)
    art.add(
      stringLights(art, [-10, 300], [470, 340], 60, [C.amber300, C.orange400, C.rose300]),
      stringLights(art, [730, 340], [1210, 290], 60, [C.amber300, C.teal300, C.orange300]),
    );
  const cx = [880, 300, 860][v]!;
  art.add(
    foodCart(
      art,
      cx,
      650,
      0.85,
      [C.teal600, C.orange600, C.indigo500][v]!,
      [C.orange500, C.teal500, C.orange400][v]!,
      C.cream,
      C.white,
    ),
  );
  const px = v === 1 ? 720 : 330;
  art.add(
    person(px, 652, 0.5, {
      skin: SKIN[2],
      hair: HAIR[1],
      top: C.orange500,
      bottom: "#334155",
      hairStyle: "bob",
      pose: "hold",
    }),
  );
  art.add(
    person(
      px + 70,
      656,
      0.52,
      { skin: SKIN[0], hair: HAIR[0], top: C.teal600, bottom: C.sand600, hairStyle: "short", pose: "wave" },
      true,
    ),
  );
  art.add(
    person(px - 80, 660, 0.48, {
      skin: SKIN[4],
      hair: HAIR[2],
      top: C.indigo500,
      bottom: C.orange100,
      dress: true,
      hairStyle: "long",
    }),
  );
  art.add(birds(520, 180, 1, mood.ink, r));
  return art.svg(v === 2);
}
