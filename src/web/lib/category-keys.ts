import type { EventCategory } from "@shared/options";

/**
 * The catalogue key that says each category (the value the filter, the create form and the server
 * use: the SPEC's English), the same in every area that shows one: the discovery cards and an event's
 * page ("events") and the host's create form ("listings"). Each of those catalogues holds these keys
 * in every language.
 */
export const CATEGORY_KEYS = {
  "Weekend Getaways": "categoryGetaways",
  "Adventure & Treks": "categoryTreks",
  "Camping & Bonfire Nights": "categoryCamping",
  "Beach & Island Escapes": "categoryBeach",
  "Hill Stations & Scenic Stays": "categoryHills",
  "Cultural & Temple Trails": "categoryTemples",
  "City Heritage & Food Walks": "categoryHeritage",
  "Nightlife & Social Meetups": "categoryNightlife",
  "Food & Coffee Trails": "categoryFood",
  "Wellness & Yoga Retreats": "categoryWellness",
  "Bike Rides & Road Trips": "categoryRides",
  "Offbeat & Hidden Escapes": "categoryOffbeat",
  "Women-Only Trips": "categoryWomen",
  "Solo-Friendly Group Trips": "categorySolo",
  "Create Your Own Scene (Other)": "categoryOther",
} as const satisfies Record<EventCategory, string>;

/** A category's key, the same in every catalogue that says categories. */
export type CategoryKey = (typeof CATEGORY_KEYS)[EventCategory];
