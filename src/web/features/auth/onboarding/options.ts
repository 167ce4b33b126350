import { LIMITS } from "@shared/limits";
import { CHOICE_QUESTIONS, type OnboardingDraft } from "@shared/onboarding";
import { GENDERS } from "@shared/options";

// The option sets of SPEC 3 as the quiz shows them: the stored value is the label itself.

export type ChoiceOption = { value: string; label: string; emoji?: string };

export type MultiField = "scenePreferences" | "idealScenes" | "scenePurpose";
export type SingleField = "gender" | "sceneEnergy" | "vibe" | "spontaneityComfort";
export type TextField = "mobileNo" | "name" | "city" | "country" | "dateOfBirth";

export const MAX_SELECTIONS: Record<MultiField, number> = {
  scenePreferences: LIMITS.scenePreferencesMax,
  idealScenes: LIMITS.idealScenesMax,
  scenePurpose: LIMITS.scenePurposeMax,
};

const EMOJI: Record<string, string> = {
  "Chai & Conversations": "\u2615\uFE0F",
  "Live Gigs & Music Jams": "🎸",
  "Nature Walks & Hikes": "🥾",
  "Co-study / Co-work Sessions": "💻",
  "Food Trails & Cafe Hopping": "🍜",
  "Weekend Getaways": "🧳",
  "Party & Nightlife": "🎉",
  "Sunset rooftop jam": "🌇",
  "Spontaneous 2-day hill trip": "⛰️",
  "Sunday café crawl": "🥐",
  "Open mic at a brewery": "🎤",
  "Beach walk & bonfire": "🔥",
  "Chill game night": "🎲",
  "Dance party / Karaoke in a bar": "💃",
  "Chill and Slow": "🌿",
  "Balanced and Flexible": "⚖️",
  "High-Energy and On-the-Move": "⚡",
  "Opposites attract – I enjoy contrast": "🧲",
  "My kind of people – similar vibes matter": "🤝",
  "I can vibe with almost anyone": "🌈",
  "Need clear plans": "🗓️",
  "Okay figuring it out": "🧭",
  "Love last-minute adventures": "🚀",
  "Make like-minded friends": "👯",
  "Explore scenes & short travel escapes": "🗺️",
  "Host my own plans": "📣",
  "Relax & recharge with people": "🧘",
};

const options = (values: readonly string[]): ChoiceOption[] =>
  values.map((value) => ({ value, label: value, emoji: EMOJI[value] }));

export const GENDER_OPTIONS: ChoiceOption[] = GENDERS.map((value) => ({
  value,
  label: value.charAt(0).toUpperCase() + value.slice(1),
}));

/** Steps 2 to 7: one field each, with its options and, for lists, the most one may pick. */
export type ChoiceStep = { field: MultiField | SingleField; options: ChoiceOption[]; max: number | null };

export const CHOICE_STEPS: Record<number, ChoiceStep> = Object.fromEntries(
  Object.entries(CHOICE_QUESTIONS).map(([step, { field, values, max }]) => [
    step,
    { field, options: options(values), max },
  ]),
);

export function isMultiField(field: string): field is MultiField {
  return field in MAX_SELECTIONS;
}

/** The chosen values of a step's field, as a list whatever its kind. */
export function selectedValues(draft: OnboardingDraft, field: MultiField | SingleField): string[] {
  const value = draft[field];
  if (Array.isArray(value)) return value;
  return value ? [value] : [];
}
