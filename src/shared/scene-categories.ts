// The quiz's scene preferences in terms of experience categories (docs/discovery.md): what "You like
// …" means to the ranking. Its own module: only the server ranks, so the screens never load it.
import type { EventCategory } from "./options";

// A category is liked when any scene the member chose (SPEC 3, step 6) maps to it.
export const SCENE_CATEGORIES: Readonly<Record<string, readonly EventCategory[]>> = {
  "Chai & Conversations": [
    "Food & Coffee Trails",
    "City Heritage & Food Walks",
    "Nightlife & Social Meetups",
  ],
  "Live Gigs & Music Jams": ["Nightlife & Social Meetups"],
  "Nature Walks & Hikes": [
    "Adventure & Treks",
    "Camping & Bonfire Nights",
    "Hill Stations & Scenic Stays",
    "Offbeat & Hidden Escapes",
  ],
  "Co-study / Co-work Sessions": ["Food & Coffee Trails"],
  "Food Trails & Cafe Hopping": ["Food & Coffee Trails", "City Heritage & Food Walks"],
  "Weekend Getaways": [
    "Weekend Getaways",
    "Beach & Island Escapes",
    "Hill Stations & Scenic Stays",
    "Bike Rides & Road Trips",
    "Solo-Friendly Group Trips",
    "Offbeat & Hidden Escapes",
  ],
  "Party & Nightlife": ["Nightlife & Social Meetups", "Beach & Island Escapes"],
};

// A member's answers are one array for as long as the member index holds them, and every ranked
// page and card asks again: the set is made once per array. Read only (it is shared).
const liked = new WeakMap<readonly string[], ReadonlySet<string>>();

export function likedCategories(scenePreferences: readonly string[]): ReadonlySet<string> {
  let set = liked.get(scenePreferences);
  if (!set) {
    set = new Set(scenePreferences.flatMap((scene) => SCENE_CATEGORIES[scene] ?? []));
    liked.set(scenePreferences, set);
  }
  return set;
}
