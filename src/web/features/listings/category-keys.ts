import type { EventCategory } from "@shared/options";
import type { MessageKey } from "../../lib/i18n";

// The create form's choices: the value is what the API takes (the SPEC's English), the label the
// listings catalogue's key. The events area keeps the same words in its own catalogue; a feature
// imports no other feature, and a host's form loads no discovery words.

export const CATEGORY_KEYS: Record<EventCategory, MessageKey<"listings">> = {
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
};
