// Road scenes: weekend getaway drives and bike road trips.
import { prayerFlags } from "./buildings";
import { car, motorbike } from "./figures";
import { dashes, haze, mist, ribbon, ripples, tufts, wave } from "./ground";
import { Art, C, f, H, makeRng, mix, moodOf, W } from "./kit";
import { birds, cloud, conifer, forest, hills, palm, peak, sky, stars, sun } from "./nature";

/** Weekend Getaways: a sunrise road into the hills and a packed car. */
export function weekendGetaways(v: number): string {
  const mood = moodOf(v, ["golden", "morning", "dusk"]);
  const r = makeRng(`weekend-${v}`);
  const art = new Art(W, H);
  const [l0, l1, l2, l3] = mood.layers;
  sky(art, mood);
  if (v === 2) stars(art, r, 40, 200);
  const [sx, sy] = (
    [
      [620, 330],
      [300, 150],
      [860, 300],
    ] as const
  )[v]!;
  sun(art, sx, sy, 70, mood);
  art.add(cloud(940, 120, 1, mood.mist, 0.7), cloud(240, 230, 0.8, mood.mist, 0.55));
  art.add(hills(art, r, 340, 60, mix(l0, mood.sky[2], 0.3), 5));
  art.add(hills(art, r, 380, 60, l0, 4));
  art.add(mist(art, 380, 40, mood.mist, 0.4));
  art.add(hills(art, r, 430, 50, l1, 4));
  const road = "#4b4a5e";
  art.add(forest(r, 760, 1240, 476, 90, l2, 24), forest(r, -40, 420, 484, 80, l2, 24));
  art.add(
    `<path d="M-20,${H} L-20,500 C300,490 480,446 640,446 C820,446 1000,480 1220,470 L1220,${H} Z" fill="${mix(l2, l3, 0.35)}"/>`,
  );
  // near road band (side view) with the car
  art.add(`<path d="M-20,560 Q600,540 1220,570 L1220,${H} L-20,${H} Z" fill="${l3}"/>`);
  const far = ribbon([900, 610], [880, 500], [700, 470], [640, 450], 150, 6);
  art.add(`<path d="${far.body}" fill="${mix(road, l2, 0.2)}"/>`);
  art.add(dashes(far.points, 5, 1, "#fef3c7", 3));
  art.add(`<path d="M-20,590 Q600,570 1220,598 L1220,660 Q600,634 -20,654 Z" fill="${road}"/>`);
  art.add(
    `<path d="M-20,622 Q600,602 1220,630" stroke="#fef3c7" stroke-width="5" stroke-dasharray="40 34" fill="none"/>`,
  );
  const carX = [560, 680, 480][v]!;
  const body = [C.teal500, C.orange500, C.sand300][v]!;
  art.add(
    car(carX, 618, 1.05, {
      body,
      dark: "#2a2438",
      window: mix(mood.sky[1], C.white, 0.3),
      trim: C.cream,
      luggage: v !== 1 ? C.orange400 : undefined,
      surfboard: v === 1 ? C.teal400 : undefined,
      lights: v === 2,
    }),
  );
  art.add(milestone([1010, 150, 1080][v]!, 588, 1));
  art.add(tufts(r, 0, W, 676, 20, mix(l3, "#000000", 0.2), 16));
  art.add(birds(sx - 160, sy - 90, 1, mix(mood.ink, mood.sky[1], 0.3), r));
  return art.svg();
}

/** An Indian highway milestone: white stone with an orange top; (x, y) is its base centre. */
function milestone(x: number, y: number, s: number): string {
  return (
    `<g transform="translate(${f(x)},${f(y)}) scale(${f(s)})">` +
    `<ellipse cx="0" cy="2" rx="34" ry="6" fill="#000" fill-opacity="0.15"/>` +
    `<path d="M-26,0 L-26,-60 A26,26 0 0 1 26,-60 L26,0 Z" fill="#fbfaf7"/>` +
    `<path d="M-26,-60 A26,26 0 0 1 26,-60 L26,-54 L-26,-54 Z" fill="${C.orange500}"/>` +
    `<rect x="-16" y="-42" width="32" height="5" rx="2.5" fill="#374151"/><rect x="-11" y="-30" width="22" height="5" rx="2.5" fill="#374151"/>` +
    `<path d="M0,-86 A26,26 0 0 1 26,-60 L26,0 L0,0 Z" fill="#000" fill-opacity="0.07"/>` +
    "</g>"
  );
}

/** Bike Rides & Road Trips: a cruiser motorbike on a mountain highway. */
export function bikeTrips(v: number): string {
  const mood = moodOf(v, ["golden", "morning", "dusk"]);
  const r = makeRng(`bike-${v}`);
  const art = new Art(W, H);
  const [l0, l1, l2, l3] = mood.layers;
  sky(art, mood);
  if (v === 2) stars(art, r, 50, 220);
  sun(art, [320, 980, 600][v]!, [200, 140, 310][v]!, 56, mood);
  if (v === 1) {
    // coastal highway: sea on the left, cliffs on the right
    const sea = art.linear([
      [0, mood.water[0]],
      [1, mood.water[1]],
    ]);
    art.add(`<rect x="0" y="360" width="${W}" height="${H - 360}" fill="${sea}"/>`);
    art.add(ripples(r, 0, 700, 380, 520, 26, C.white, 0.45));
    art.add(`<path d="M520,${H} L640,360 Q820,250 1000,300 Q1120,330 1220,280 L1220,${H} Z" fill="${l2}"/>`);
    art.add(
      palm(1080, 420, 260, -50, "#7a4e2c", C.leaf600, C.leaf800),
      palm(980, 450, 200, -30, "#7a4e2c", C.leaf600, C.leaf800),
    );
    art.add(wave(art, 520, 8, 140, mix(mood.water[1], C.white, 0.2), 0));
  } else {
    const snow = v === 0 ? C.white : mix(C.white, l0, 0.2);
    for (const [x, w, h] of [
      [200, 600, 300],
      [640, 700, 360],
      [1080, 560, 280],
    ] as const)
      art.add(
        peak(x, 470, w, h, {
          light: mix(l0, C.white, 0.15),
          shade: l1,
          snow,
          snowShade: mix(C.white, l1, 0.3),
        }),
      );
    art.add(haze(art, 320, 480, mood.sky[2], 0.55));
    art.add(hills(art, r, 480, 40, l1, 5));
    if (v === 2) art.add(forest(r, -20, W + 20, 510, 70, l2, 22));
    art.add(prayerFlags([120, 300], [520, 380], 60, 16));
  }
  art.add(`<path d="M-20,540 Q600,500 1220,540 L1220,${H} L-20,${H} Z" fill="${v === 1 ? C.sand300 : l2}"/>`);
  art.add(`<path d="M-20,560 Q600,525 1220,566 L1220,650 Q600,610 -20,650 Z" fill="#45435a"/>`);
  art.add(
    `<path d="M-20,605 Q600,568 1220,608" stroke="#fef3c7" stroke-width="5" stroke-dasharray="44 36" fill="none"/>`,
  );
  art.add(`<path d="M-20,650 Q600,610 1220,650 L1220,${H} L-20,${H} Z" fill="${l3}"/>`);
  art.add(
    motorbike([600, 520, 640][v]!, 612, 1.12, {
      body: [C.orange600, C.teal600, C.orange500][v]!,
      dark: "#1f1b2e",
      chrome: "#c7ccd8",
      rider: v === 1 ? "#3d3552" : mood.ink,
      helmet: [C.teal500, C.orange500, C.teal400][v]!,
      bag: [C.sand400, C.indigo500, C.teal600][v]!,
      lights: v === 2,
    }),
  );
  if (v !== 1) art.add(conifer(1120, 560, 160, l3), conifer(1170, 570, 110, l3));
  art.add(birds(760, 160, 1, mix(mood.ink, mood.sky[1], 0.3), r));
  return art.svg();
}
