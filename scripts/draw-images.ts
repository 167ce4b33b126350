// Draws the app's illustrations (category presets, defaults, home background and tiles)
// as SVG and renders them to WebP under src/web/public/images, and the home-screen icons of the web
// app manifest to PNG (what launchers and Chromium's installability check ask for).
// Run with `npx tsx scripts/draw-images.ts` (or `npm run images`).
import { mkdir, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";
import {
  CATEGORY_SLUGS,
  categoryImages,
  DEFAULT_AVATAR,
  DEFAULT_EVENT_IMAGE,
  HOME_BACKGROUND,
  HOME_TILE_IMAGES,
} from "../src/shared/category-images";
import { EVENT_CATEGORIES, type EventCategory } from "../src/shared/options";
import { appIcon, fullBleedIcon } from "./art/brand-icons";
import {
  avatarDefault,
  eventDefault,
  homeBackground,
  tileAdmin,
  tileCompanion,
  tileCreate,
  tileEvents,
} from "./art/extras";
import { createOwn } from "./art/scenes-create";
import { culturalTemple, heritageFood } from "./art/scenes-culture";
import { hillStations, offbeat } from "./art/scenes-escapes";
import { beach, camping, treks } from "./art/scenes-nature";
import { soloFriendly, wellness, womenOnly } from "./art/scenes-people";
import { bikeTrips, weekendGetaways } from "./art/scenes-road";
import { foodCoffee, nightlife } from "./art/scenes-social";

const publicDir = fileURLToPath(new URL("../src/web/public", import.meta.url));
const QUALITY = 78;

/** One scene per category; each is drawn in three variants (0, 1, 2). */
const SCENES: Record<EventCategory, (variant: number) => string> = {
  "Weekend Getaways": weekendGetaways,
  "Adventure & Treks": treks,
  "Camping & Bonfire Nights": camping,
  "Beach & Island Escapes": beach,
  "Hill Stations & Scenic Stays": hillStations,
  "Cultural & Temple Trails": culturalTemple,
  "City Heritage & Food Walks": heritageFood,
  "Nightlife & Social Meetups": nightlife,
  "Food & Coffee Trails": foodCoffee,
  "Wellness & Yoga Retreats": wellness,
  "Bike Rides & Road Trips": bikeTrips,
  "Offbeat & Hidden Escapes": offbeat,
  "Women-Only Trips": womenOnly,
  "Solo-Friendly Group Trips": soloFriendly,
  "Create Your Own Scene (Other)": createOwn,
};

/** The home-screen icons, PNG as manifests expect; the maskable one keeps the pin in its safe zone. */
const PWA_ICONS = [
  { url: "/icons/icon-192.png", size: 192, draw: () => appIcon(192) },
  { url: "/icons/icon-512.png", size: 512, draw: () => appIcon(512) },
  { url: "/icons/maskable-512.png", size: 512, draw: () => fullBleedIcon(512, 0.8) },
  { url: "/apple-touch-icon.png", size: 180, draw: () => fullBleedIcon(180, 1) },
];

interface Job {
  url: string;
  width: number;
  height: number;
  draw: () => string;
}

function jobs(): Job[] {
  const list: Job[] = [];
  for (const category of EVENT_CATEGORIES) {
    categoryImages(category).forEach((url, variant) => {
      list.push({ url, width: 1200, height: 675, draw: () => SCENES[category](variant) });
    });
  }
  list.push(
    { url: DEFAULT_EVENT_IMAGE, width: 1200, height: 675, draw: eventDefault },
    { url: DEFAULT_AVATAR, width: 512, height: 512, draw: avatarDefault },
    { url: HOME_BACKGROUND, width: 1600, height: 1000, draw: homeBackground },
    { url: HOME_TILE_IMAGES.admin, width: 800, height: 600, draw: tileAdmin },
    { url: HOME_TILE_IMAGES.companion, width: 800, height: 600, draw: tileCompanion },
    { url: HOME_TILE_IMAGES.events, width: 800, height: 600, draw: tileEvents },
    { url: HOME_TILE_IMAGES.create, width: 800, height: 600, draw: tileCreate },
    // The manifest's icons (vite.config.ts) and the apple-touch-icon of index.html.
    ...PWA_ICONS.map(({ url, size, draw }) => ({ url, width: size, height: size, draw })),
  );
  return list;
}

async function render(job: Job): Promise<number> {
  const file = path.join(publicDir, ...job.url.split("/").filter(Boolean));
  await mkdir(path.dirname(file), { recursive: true });
  const image = sharp(Buffer.from(job.draw())).resize(job.width, job.height);
  const bytes = job.url.endsWith(".png")
    ? await image.png({ compressionLevel: 9, palette: false }).toBuffer()
    : await image.webp({ quality: QUALITY, effort: 6, smartSubsample: true }).toBuffer();
  await writeFile(file, bytes);
  return (await stat(file)).size;
}

async function main(): Promise<void> {
  const only = process.argv.slice(2);
  const selected = jobs().filter((job) => only.length === 0 || only.some((word) => job.url.includes(word)));
  let total = 0;
  for (const job of selected) {
    const size = await render(job);
    total += size;
    const warn = size > 60 * 1024 ? "  (over 60 KB)" : "";
    console.log(`${job.url.padEnd(48)} ${(size / 1024).toFixed(1).padStart(6)} KB${warn}`);
  }
  console.log(`${selected.length} images, ${(total / 1024).toFixed(0)} KB in total`);
  if (Object.keys(CATEGORY_SLUGS).length !== EVENT_CATEGORIES.length)
    throw new Error("category slugs out of date");
}

await main();
