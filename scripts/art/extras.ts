// Pictures outside the categories: the default event picture, the default avatar,
// the home background and the four home tiles.
import { person } from "./figures";
import { mist } from "./ground";
import { Art, C, f, HAIR, MOODS, makeRng, mix, SKIN } from "./kit";
import { birds, cloud, conifer, hills, sparkle, sun } from "./nature";
import { calendar, confetti, mapPin, ticket } from "./objects";

/** Default event picture: a calm, friendly landscape with a path and a map pin. */
export function eventDefault(): string {
  const r = makeRng("event-default");
  const art = new Art(1200, 675);
  const mood = MOODS.morning;
  const skyFill = art.linear([
    [0, "#cdeee8"],
    [0.6, "#f3f6ec"],
    [1, C.orange50],
  ]);
  art.add(`<rect width="1200" height="675" fill="${skyFill}"/>`);
  sun(art, 880, 170, 56, mood);
  art.add(cloud(300, 130, 1.1, C.white, 0.9), cloud(1040, 250, 0.7, C.white, 0.8));
  art.add(hills(art, r, 400, 70, "#bfe0d6", 4), mist(art, 410, 40, C.white, 0.5));
  art.add(hills(art, r, 450, 60, "#8ccbbb", 4));
  art.add(hills(art, r, 520, 50, C.sand300, 4));
  art.add(`<path d="M-20,675 L-20,580 Q600,530 1220,590 L1220,675 Z" fill="${C.sand400}"/>`);
  art.add(
    `<path d="M420,675 C460,600 700,600 640,540 C600,500 700,470 760,450" stroke="${C.cream}" stroke-width="28" fill="none" stroke-linecap="round"/>`,
  );
  art.add(
    `<path d="M420,675 C460,600 700,600 640,540 C600,500 700,470 760,450" stroke="${C.sand400}" stroke-width="4" stroke-dasharray="2 16" fill="none" stroke-linecap="round"/>`,
  );
  art.add(
    conifer(150, 600, 200, C.teal700),
    conifer(220, 610, 140, C.teal800),
    conifer(1060, 600, 220, C.teal700),
    conifer(1130, 615, 150, C.teal800),
  );
  art.add(mapPin(760, 450, 0.8, C.orange500));
  art.add(sparkle(860, 330, 18, C.orange400), sparkle(660, 350, 12, C.teal500));
  art.add(birds(460, 190, 1, C.teal800, r));
  return art.svg();
}

/** Default avatar: a neutral head-and-shoulders silhouette on a soft circle. */
export function avatarDefault(): string {
  const art = new Art(512, 512);
  const bg = art.linear([
    [0, "#f5f5f4"],
    [1, "#e7e5e4"],
  ]);
  const clip = art.clip(`<circle cx="256" cy="256" r="256"/>`);
  art.add(`<g clip-path="${clip}"><rect width="512" height="512" fill="${bg}"/>`);
  art.add(`<circle cx="256" cy="206" r="92" fill="#a8a29e"/>`);
  art.add(`<path d="M76,512 C76,380 160,322 256,322 C352,322 436,380 436,512 Z" fill="#a8a29e"/></g>`);
  return art.svg();
}

/** Home background: a very soft, warm abstract landscape that sits behind white cards. */
export function homeBackground(): string {
  const r = makeRng("home-bg");
  const art = new Art(1600, 1000);
  const skyFill = art.linear([
    [0, "#fffaf3"],
    [0.55, "#fff3e6"],
    [1, "#fde9d6"],
  ]);
  art.add(`<rect width="1600" height="1000" fill="${skyFill}"/>`);
  const halo = art.radial([
    [0, "#fed7aa", 0.8],
    [0.5, "#fed7aa", 0.25],
    [1, "#fed7aa", 0],
  ]);
  art.add(
    `<circle cx="1180" cy="300" r="360" fill="${halo}"/><circle cx="1180" cy="300" r="110" fill="#fdd9b4" fill-opacity="0.8"/>`,
  );
  art.add(cloud(360, 220, 1.6, C.white, 0.8), cloud(820, 140, 1.1, C.white, 0.7));
  art.add(hills(art, r, 620, 120, "#f8e3cf", 5));
  art.add(hills(art, r, 700, 100, "#e3efe6", 5));
  art.add(hills(art, r, 780, 90, "#f6dcc2", 4));
  art.add(hills(art, r, 880, 70, "#dcebe3", 4, art.dots(C.white, 22, 2, 0.35)));
  art.add(birds(520, 300, 1.4, "#e7c9a0", r));
  return art.svg();
}

function tileBase(seed: string, from: string, to: string, blob: string): { art: Art; r: () => number } {
  const r = makeRng(seed);
  const art = new Art(800, 600);
  const bg = art.linear(
    [
      [0, from],
      [1, to],
    ],
    0,
    0,
    1,
    1,
  );
  art.add(`<rect width="800" height="600" fill="${bg}"/>`);
  art.add(`<rect width="800" height="600" fill="${art.dots(mix(from, "#000", 0.25), 24, 1.8, 0.22)}"/>`);
  art.add(`<circle cx="400" cy="320" r="230" fill="${blob}" fill-opacity="0.55"/>`);
  art.add(
    `<circle cx="640" cy="110" r="70" fill="${blob}" fill-opacity="0.35"/><circle cx="130" cy="500" r="50" fill="${blob}" fill-opacity="0.35"/>`,
  );
  return { art, r };
}

/** Home tile for the admin area: a shield with a check and a checklist. */
export function tileAdmin(): string {
  const { art } = tileBase("tile-admin", C.indigo100, "#f5f3ff", C.indigo200);
  art.add(
    `<rect x="402" y="140" width="230" height="300" rx="26" fill="#000" fill-opacity="0.08"/><rect x="390" y="126" width="230" height="300" rx="26" fill="${C.white}"/>`,
  );
  art.add(`<rect x="460" y="108" width="90" height="40" rx="14" fill="${C.indigo400}"/>`);
  for (let i = 0; i < 4; i++) {
    const y = 190 + i * 56;
    const done = i < 3;
    art.add(`<rect x="420" y="${y}" width="34" height="34" rx="10" fill="${done ? C.teal500 : "#e5e7eb"}"/>`);
    if (done)
      art.add(
        `<path d="M428,${y + 17} l7,8 l13,-15" stroke="#fff" stroke-width="5" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`,
      );
    art.add(
      `<rect x="468" y="${y + 8}" width="${[120, 96, 110, 80][i]}" height="16" rx="8" fill="#e5e7eb"/>`,
    );
  }
  const shield = "M300,170 L420,210 L420,320 C420,400 360,450 300,478 C240,450 180,400 180,320 L180,210 Z";
  art.add(`<path d="${shield}" transform="translate(10,12)" fill="#000" fill-opacity="0.1"/>`);
  art.add(`<path d="${shield}" fill="${C.indigo500}"/>`);
  art.add(
    `<path d="M300,170 L420,210 L420,320 C420,400 360,450 300,478 Z" fill="${C.indigo700}" fill-opacity="0.35"/>`,
  );
  art.add(
    `<path d="M248,318 L288,358 L358,278" stroke="#fff" stroke-width="26" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`,
  );
  art.add(
    sparkle(160, 150, 22, C.orange400),
    sparkle(660, 470, 18, C.teal500),
    sparkle(690, 200, 12, C.indigo500),
  );
  return art.svg();
}

/** Home tile for finding a companion: two friends waving, with a heart. */
export function tileCompanion(): string {
  const { art } = tileBase("tile-companion", C.teal100, C.orange50, C.teal200);
  art.add(`<ellipse cx="400" cy="520" rx="230" ry="24" fill="#000" fill-opacity="0.08"/>`);
  art.add(
    person(
      320,
      520,
      1.7,
      {
        skin: SKIN[1],
        hair: HAIR[0],
        top: C.orange500,
        bottom: "#334155",
        hairStyle: "ponytail",
        pose: "wave",
      },
      true,
    ),
  );
  art.add(
    person(490, 522, 1.75, {
      skin: SKIN[3],
      hair: HAIR[2],
      top: C.teal600,
      bottom: "#3b2f4a",
      hairStyle: "curly",
      pose: "wave",
    }),
  );
  const heart = "M0,18 C-30,-4 -34,-30 -16,-38 C-6,-42 0,-34 0,-28 C0,-34 6,-42 16,-38 C34,-30 30,-4 0,18 Z";
  art.add(`<g transform="translate(405,96) scale(1.6)"><path d="${heart}" fill="${C.orange500}"/></g>`);
  art.add(
    `<path d="M170,120 h120 a20,20 0 0 1 20,20 v40 a20,20 0 0 1 -20,20 h-80 l-24,20 v-20 h-16 a20,20 0 0 1 -20,-20 v-40 a20,20 0 0 1 20,-20 Z" fill="${C.white}"/>`,
  );
  art.add(
    `<circle cx="200" cy="160" r="8" fill="${C.teal500}"/><circle cx="230" cy="160" r="8" fill="${C.teal500}"/><circle cx="260" cy="160" r="8" fill="${C.teal500}"/>`,
  );
  art.add(
    sparkle(640, 160, 20, C.orange400),
    sparkle(120, 330, 14, C.teal600),
    sparkle(690, 420, 12, C.indigo500),
  );
  return art.svg();
}

/** Home tile for events: a calendar with an admission ticket. */
export function tileEvents(): string {
  const { art } = tileBase("tile-events", C.orange100, C.cream, C.orange200);
  art.add(calendar(200, 130, 330, 320, C.orange500, C.teal500));
  art.add(ticket(520, 410, 260, 120, C.indigo500, C.indigo800, -12));
  art.add(
    sparkle(640, 150, 24, C.teal500),
    sparkle(150, 440, 16, C.orange500),
    sparkle(700, 270, 12, C.indigo400),
  );
  return art.svg();
}

/** Home tile for creating an experience: a plus with sparkles and a map pin. */
export function tileCreate(): string {
  const { art, r } = tileBase("tile-create", C.leaf100, C.teal50, C.leaf200);
  art.add(
    `<path d="M120,470 C240,420 320,520 440,470 C540,430 600,380 700,400" stroke="${C.white}" stroke-width="22" fill="none" stroke-linecap="round"/>`,
  );
  art.add(
    `<path d="M120,470 C240,420 320,520 440,470 C540,430 600,380 700,400" stroke="${C.leaf500}" stroke-width="4" stroke-dasharray="2 16" fill="none" stroke-linecap="round"/>`,
  );
  art.add(
    `<circle cx="${f(360)}" cy="280" r="130" fill="${C.orange500}"/><circle cx="360" cy="280" r="160" fill="${C.orange500}" fill-opacity="0.18"/>`,
  );
  art.add(
    `<path d="M360,210 L360,350 M290,280 L430,280" stroke="#fff" stroke-width="30" stroke-linecap="round"/>`,
  );
  art.add(mapPin(590, 380, 0.9, C.teal600));
  art.add(
    sparkle(520, 130, 34, C.amber300),
    sparkle(200, 150, 20, C.teal500),
    sparkle(640, 180, 14, C.orange400),
    sparkle(200, 400, 12, C.indigo500),
  );
  art.add(confetti(r, 80, 720, 60, 220, 14, [C.orange500, C.teal500, C.indigo500, C.leaf600]));
  return art.svg();
}
