// Social scenes: nightlife and food & coffee trails.
import { buildingRow, discoBall, stringLights } from "./buildings";
import { person } from "./figures";
import { speckle } from "./ground";
import { Art, between, C, H, HAIR, makeRng, mix, moodOf, SKIN, W } from "./kit";
import { sky, sparkle, stars } from "./nature";
import { cake, confetti, croissant, cup, kulhad, plate, samosa } from "./objects";

/** Nightlife & Social Meetups: a rooftop with string lights, a dance floor, a live gig. */
export function nightlife(v: number): string {
  const mood = moodOf(v, ["night", "night", "dusk"]);
  const r = makeRng(`night-${v}`);
  const art = new Art(W, H);
  const ink = mood.ink;
  sky(art, mood);
  const crowd = (y: number, count: number, s: number) => {
    let out = "";
    for (let i = 0; i < count; i++) {
      const x = 40 + ((W - 80) * (i + 0.5)) / count + between(r, -20, 20);
      const pose = pick3(r);
      out += person(x, y + between(r, 0, 30), s * between(r, 0.9, 1.1), {
        skin: ink,
        hair: ink,
        top: ink,
        bottom: ink,
        shoes: ink,
        pose,
        hairStyle: i % 3 === 0 ? "ponytail" : i % 3 === 1 ? "short" : "bun",
      });
    }
    return out;
  };
  if (v === 0) {
    stars(art, r, 50, 240);
    art.add(
      buildingRow(
        r,
        -20,
        W + 20,
        520,
        [mood.layers[1], mood.layers[2], mix(mood.layers[1], mood.layers[2], 0.5)],
        "#fde68a",
        180,
        340,
      ),
    );
    art.add(`<rect x="-20" y="510" width="${W + 40}" height="${H}" fill="${mood.layers[3]}"/>`);
    art.add(
      `<rect x="-20" y="500" width="${W + 40}" height="20" fill="${mix(mood.layers[3], C.orange400, 0.25)}"/>`,
    );
    art.add(`<path d="M40,520 L40,80 M1160,520 L1160,80" stroke="${ink}" stroke-width="8"/>`);
    art.add(
      stringLights(art, [40, 90], [600, 160], 120, [C.amber300, C.orange400, C.teal300, C.rose300], 14),
    );
    art.add(
      stringLights(art, [600, 160], [1160, 90], 120, [C.amber300, C.orange400, C.teal300, C.rose300], 14),
    );
    art.add(stringLights(art, [40, 200], [1160, 200], 140, [C.amber200, C.orange300], 24));
    art.add(crowd(680, 9, 0.95));
  } else if (v === 1) {
    const beams = [C.orange400, C.teal300, C.indigo400, C.rose400];
    for (let i = 0; i < 6; i++) {
      const x = 100 + i * 200;
      const tx = 600 + (i - 2.5) * 420;
      art.add(
        `<path d="M${x},${H} L${tx - 60},-10 L${tx + 60},-10 Z" fill="${beams[i % beams.length]}" fill-opacity="0.16"/>`,
      );
    }
    art.add(discoBall(art, 600, 150, 80, r, beams));
    art.add(confetti(r, 40, 1160, 40, 420, 60, [C.orange400, C.teal300, C.amber300, C.rose300, C.white]));
    const floor = art.linear([
      [0, mood.layers[2]],
      [1, mood.layers[3]],
    ]);
    art.add(`<rect x="-20" y="560" width="${W + 40}" height="${H}" fill="${floor}"/>`);
    art.add(crowd(700, 10, 1.05));
  } else {
    art.add(stringLights(art, [-10, 60], [1210, 60], 80, [C.amber300, C.orange300, C.teal200], 26));
    // stage
    const spot = art.linear([
      [0, C.amber200, 0.6],
      [1, C.amber200, 0.05],
    ]);
    art.add(`<path d="M520,-10 L680,-10 L860,560 L340,560 Z" fill="${spot}"/>`);
    art.add(
      `<rect x="-20" y="540" width="${W + 40}" height="${H}" fill="${mood.layers[2]}"/><rect x="-20" y="540" width="${W + 40}" height="14" fill="${mood.layers[1]}"/>`,
    );
    art.add(`<ellipse cx="600" cy="556" rx="260" ry="24" fill="${C.amber200}" fill-opacity="0.35"/>`);
    art.add(
      `<path d="M720,554 L720,400 M700,554 L740,554" stroke="#1f1b3a" stroke-width="6" stroke-linecap="round"/><rect x="712" y="388" width="16" height="26" rx="8" fill="#1f1b3a"/>`,
    );
    art.add(
      person(620, 556, 0.95, {
        skin: SKIN[2],
        hair: HAIR[0],
        top: C.orange500,
        bottom: "#1f2937",
        hairStyle: "long",
        pose: "hold",
      }),
    );
    art.add(
      `<g transform="translate(604,448) rotate(-28)"><rect x="-6" y="-120" width="12" height="110" fill="#3f2a1e"/><ellipse cx="0" cy="6" rx="46" ry="36" fill="${C.sand500}"/><ellipse cx="0" cy="-28" rx="34" ry="28" fill="${C.sand500}"/><circle cx="0" cy="-6" r="12" fill="#3f2a1e"/></g>`,
    );
    art.add(
      `<rect x="420" y="470" width="60" height="84" rx="8" fill="#1f1b3a"/><circle cx="450" cy="498" r="16" fill="#3a3560"/><circle cx="450" cy="534" r="10" fill="#3a3560"/>`,
    );
    art.add(
      `<rect x="760" y="470" width="60" height="84" rx="8" fill="#1f1b3a"/><circle cx="790" cy="498" r="16" fill="#3a3560"/><circle cx="790" cy="534" r="10" fill="#3a3560"/>`,
    );
    art.add(
      sparkle(300, 160, 18, C.amber200),
      sparkle(930, 220, 14, C.amber200),
      sparkle(1040, 120, 10, C.white),
    );
    art.add(crowd(720, 9, 0.9));
  }
  return art.svg();
}

function pick3(r: () => number) {
  const x = r();
  return x < 0.45 ? "cheer" : x < 0.7 ? "wave" : "stand";
}

/** Food & Coffee Trails: café table tops with coffee and croissant, chai and samosas, latte and cake. */
export function foodCoffee(v: number): string {
  const r = makeRng(`food-${v}`);
  const art = new Art(W, H);
  const wall = [
    [C.orange100, C.orange50],
    [C.teal100, C.teal50],
    [C.indigo100, "#f5f3ff"],
  ][v]!;
  const wallFill = art.linear([
    [0, wall[0]!],
    [1, wall[1]!],
  ]);
  art.add(`<rect width="${W}" height="${H}" fill="${wallFill}"/>`);
  art.add(`<rect width="${W}" height="${H}" fill="${art.dots(mix(wall[0]!, "#000", 0.2), 26, 2, 0.25)}"/>`);
  // window with a view
  const wx = [820, 140, 800][v]!;
  const view = art.linear([
    [0, [C.teal200, C.orange200, C.orange200][v]!],
    [1, C.cream],
  ]);
  art.add(
    `<path d="M${wx},430 L${wx},180 A130,130 0 0 1 ${wx + 260},180 L${wx + 260},430 Z" fill="${view}" stroke="${C.white}" stroke-width="14"/>`,
  );
  art.add(
    `<path d="M${wx + 130},50 L${wx + 130},430 M${wx},240 L${wx + 260},240" stroke="${C.white}" stroke-width="8"/>`,
  );
  art.add(`<circle cx="${wx + 190}" cy="150" r="30" fill="${C.orange300}" fill-opacity="0.8"/>`);
  art.add(
    `<path d="M${wx + 10},430 Q${wx + 80},360 ${wx + 150},400 Q${wx + 200},370 ${wx + 250},410 L${wx + 250},430 Z" fill="${C.leaf500}" fill-opacity="0.5"/>`,
  );
  // pendant lamp
  const lx = [300, 880, 340][v]!;
  art.add(
    `<path d="M${lx},0 L${lx},110" stroke="#374151" stroke-width="3"/><path d="M${lx - 60},170 Q${lx - 56},110 ${lx},108 Q${lx + 56},110 ${lx + 60},170 Z" fill="${[C.teal600, C.orange500, C.teal500][v]!}"/>`,
  );
  const glow = art.radial([
    [0, C.amber200, 0.8],
    [1, C.amber200, 0],
  ]);
  art.add(
    `<ellipse cx="${lx}" cy="200" rx="150" ry="90" fill="${glow}"/><ellipse cx="${lx}" cy="172" rx="22" ry="10" fill="#fff7d1"/>`,
  );
  // potted plant
  const px = [120, 1080, 1100][v]!;
  art.add(
    `<path d="M${px - 40},480 L${px + 40},480 L${px + 30},540 L${px - 30},540 Z" fill="${C.orange600}"/>`,
  );
  for (const [dx, dy, rot] of [
    [-30, -60, -30],
    [0, -80, 0],
    [30, -60, 30],
    [-16, -30, -60],
    [18, -30, 60],
  ] as const)
    art.add(
      `<ellipse cx="${px + dx}" cy="${480 + dy}" rx="16" ry="42" fill="${C.leaf600}" transform="rotate(${rot},${px + dx},${480 + dy})"/>`,
    );
  // table
  const wood = art.linear([
    [0, C.sand500],
    [1, C.sand600],
  ]);
  art.add(
    `<rect x="-20" y="520" width="${W + 40}" height="${H}" fill="${wood}"/><rect x="-20" y="520" width="${W + 40}" height="12" fill="${C.sand400}"/>`,
  );
  art.add(
    `<rect x="-20" y="532" width="${W + 40}" height="${H}" fill="${art.stripes(C.sand700, 48, 3, 0, 0.18)}"/>`,
  );
  const steam = mix(wall[0]!, "#6b4a34", 0.22);
  if (v === 0) {
    art.add(cup(470, 600, 1, C.teal500, "#6b3f23", C.white, "#f3dcc0", steam));
    art.add(plate(820, 610, 190, C.white), croissant(820, 570, 1.05, "#e8a54b", "#c97d2c", -8));
    art.add(speckle(r, 700, 940, 600, 640, 10, "#c97d2c", 0.6, 3));
  } else if (v === 1) {
    art.add(
      kulhad(420, 640, 1, "#c8693a", "#7c3a1d", "#c98b5a", steam),
      kulhad(610, 650, 0.8, "#c8693a", "#7c3a1d", "#c98b5a", steam),
    );
    art.add(plate(860, 620, 200, C.white), samosa(800, 612, 0.9, -6), samosa(920, 616, 0.85, 8));
    art.add(
      `<ellipse cx="1010" cy="600" rx="44" ry="14" fill="${C.white}"/><ellipse cx="1010" cy="598" rx="34" ry="9" fill="${C.leaf500}"/>`,
    );
  } else {
    art.add(cup(420, 600, 0.95, C.orange500, "#8a5231", C.white, "#f6e2c6", steam));
    art.add(plate(780, 612, 170, C.white), cake(780, 606, 1, "#f3c98b", C.cream, "#e11d48"));
    art.add(
      `<rect x="930" y="560" width="220" height="40" rx="6" fill="${C.indigo500}"/><rect x="940" y="548" width="200" height="16" rx="4" fill="${C.cream}"/>`,
    );
  }
  return art.svg(v === 2);
}
