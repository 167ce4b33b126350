// Option sets of SPEC sections 3 and 9. Stored values are the labels themselves, so that
// the database, the API and the screens all speak the same words.

export const SCENE_PREFERENCES = [
  "Chai & Conversations",
  "Live Gigs & Music Jams",
  "Nature Walks & Hikes",
  "Co-study / Co-work Sessions",
  "Food Trails & Cafe Hopping",
  "Weekend Getaways",
  "Party & Nightlife",
] as const;

export const IDEAL_SCENES = [
  "Sunset rooftop jam",
  "Spontaneous 2-day hill trip",
  "Sunday café crawl",
  "Open mic at a brewery",
  "Beach walk & bonfire",
  "Chill game night",
  "Dance party / Karaoke in a bar",
] as const;

export const SCENE_ENERGIES = [
  "Chill and Slow",
  "Balanced and Flexible",
  "High-Energy and On-the-Move",
] as const;

export const VIBES = [
  "Opposites attract – I enjoy contrast",
  "My kind of people – similar vibes matter",
  "I can vibe with almost anyone",
] as const;

export const SPONTANEITY_LEVELS = [
  "Need clear plans",
  "Okay figuring it out",
  "Love last-minute adventures",
] as const;

export const SCENE_PURPOSES = [
  "Make like-minded friends",
  "Explore scenes & short travel escapes",
  "Host my own plans",
  "Relax & recharge with people",
] as const;

// Each quiz answer's option set, by the answer's field name (the member profile, the compatibility
// formula and the demo members all name answers this way).
export const QUIZ_OPTIONS = {
  scenePreferences: SCENE_PREFERENCES,
  idealScenes: IDEAL_SCENES,
  sceneEnergy: SCENE_ENERGIES,
  vibe: VIBES,
  spontaneityComfort: SPONTANEITY_LEVELS,
  scenePurpose: SCENE_PURPOSES,
} as const;

export const GENDERS = ["male", "female", "other"] as const;

export const ROLES = ["member", "admin"] as const;

export const EVENT_CATEGORIES = [
  "Weekend Getaways",
  "Adventure & Treks",
  "Camping & Bonfire Nights",
  "Beach & Island Escapes",
  "Hill Stations & Scenic Stays",
  "Cultural & Temple Trails",
  "City Heritage & Food Walks",
  "Nightlife & Social Meetups",
  "Food & Coffee Trails",
  "Wellness & Yoga Retreats",
  "Bike Rides & Road Trips",
  "Offbeat & Hidden Escapes",
  "Women-Only Trips",
  "Solo-Friendly Group Trips",
  "Create Your Own Scene (Other)",
] as const;

export const CUSTOM_CATEGORY = "Create Your Own Scene (Other)" satisfies (typeof EVENT_CATEGORIES)[number];

export const PAYMENT_TYPES = ["dutch", "split", "fee"] as const;

export const PAYMENT_TYPE_LABELS: Record<PaymentType, string> = {
  dutch: "Go Dutch",
  split: "Split the Amount",
  fee: "Admission Fee",
};

export const EVENT_STATUSES = ["ongoing", "completed", "cancelled"] as const;
export const APPROVAL_STATUSES = ["pending", "approved", "rejected"] as const;
export const REQUEST_STATUSES = ["requested", "accepted", "rejected"] as const;
export const RSVP_STATUSES = ["yes", "no", "maybe"] as const;

export type ScenePreference = (typeof SCENE_PREFERENCES)[number];
export type IdealScene = (typeof IDEAL_SCENES)[number];
export type SceneEnergy = (typeof SCENE_ENERGIES)[number];
export type Vibe = (typeof VIBES)[number];
export type SpontaneityLevel = (typeof SPONTANEITY_LEVELS)[number];
export type ScenePurpose = (typeof SCENE_PURPOSES)[number];
export type Gender = (typeof GENDERS)[number];
export type Role = (typeof ROLES)[number];
export type EventCategory = (typeof EVENT_CATEGORIES)[number];
export type PaymentType = (typeof PAYMENT_TYPES)[number];
export type EventStatus = (typeof EVENT_STATUSES)[number];
export type ApprovalStatus = (typeof APPROVAL_STATUSES)[number];
export type RequestStatus = (typeof REQUEST_STATUSES)[number];
export type RsvpStatus = (typeof RSVP_STATUSES)[number];
