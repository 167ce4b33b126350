// Preset pictures drawn by scripts/draw-images.ts and served from src/web/public/images.
// Shared by the browser and the server, so no Node APIs here.
import { EVENT_CATEGORIES, type EventCategory } from "./options";

export const CATEGORY_SLUGS: Record<EventCategory, string> = {
  "Weekend Getaways": "weekend-getaways",
  "Adventure & Treks": "adventure-treks",
  "Camping & Bonfire Nights": "camping-bonfire",
  "Beach & Island Escapes": "beach-island",
  "Hill Stations & Scenic Stays": "hill-stations",
  "Cultural & Temple Trails": "cultural-temple",
  "City Heritage & Food Walks": "heritage-food-walks",
  "Nightlife & Social Meetups": "nightlife-social",
  "Food & Coffee Trails": "food-coffee",
  "Wellness & Yoga Retreats": "wellness-yoga",
  "Bike Rides & Road Trips": "bike-road-trips",
  "Offbeat & Hidden Escapes": "offbeat-hidden",
  "Women-Only Trips": "women-only",
  "Solo-Friendly Group Trips": "solo-friendly",
  "Create Your Own Scene (Other)": "create-your-own",
};

/** Number of preset pictures drawn for each category. */
export const IMAGES_PER_CATEGORY = 3;

function isEventCategory(category: string): category is EventCategory {
  return (EVENT_CATEGORIES as readonly string[]).includes(category);
}

/** Public URL paths of the preset pictures of a category; empty for an unknown category. */
export function categoryImages(category: string): string[] {
  if (!isEventCategory(category)) return [];
  const slug = CATEGORY_SLUGS[category];
  return Array.from({ length: IMAGES_PER_CATEGORY }, (_, i) => `/images/categories/${slug}-${i + 1}.webp`);
}

export const DEFAULT_EVENT_IMAGE = "/images/event-default.webp";
export const DEFAULT_AVATAR = "/images/avatar-default.webp";
export const HOME_BACKGROUND = "/images/home-bg.webp";

export const HOME_TILE_IMAGES = {
  admin: "/images/home/admin.webp",
  companion: "/images/home/companion.webp",
  events: "/images/home/events.webp",
  create: "/images/home/create.webp",
} as const;
