import { LIMITS } from "@shared/limits";
import { CHOICE_QUESTIONS, type OnboardingDraft } from "@shared/onboarding";
import { GENDERS, type Gender } from "@shared/options";
import type { MessageKey } from "../../../lib/i18n";

// The option sets of SPEC 3 as the quiz shows them.

/** A choice: the value sent to the server and the catalogue key of its label. */
export type ChoiceOption = { value: string; label: MessageKey<"onboarding">; emoji?: string };

type QuizValue = (typeof CHOICE_QUESTIONS)[keyof typeof CHOICE_QUESTIONS]["values"][number];

export type MultiField = "scenePreferences" | "idealScenes" | "scenePurpose";
export type SingleField = "gender" | "sceneEnergy" | "vibe" | "spontaneityComfort";
export type TextField = "mobileNo" | "name" | "city" | "country" | "dateOfBirth";

export const MAX_SELECTIONS: Record<MultiField, number> = {
  scenePreferences: LIMITS.scenePreferencesMax,
  idealScenes: LIMITS.idealScenesMax,
  scenePurpose: LIMITS.scenePurposeMax,
};

// Each value's emoji and the catalogue key of what the member reads for it (ADR 0053): the value
// itself is what the form sends, in the SPEC's English whatever the member's language.
const OPTION_WORDS: Record<QuizValue, { label: MessageKey<"onboarding">; emoji: string }> = {
  "Chai & Conversations": { label: "sceneChai", emoji: "\u2615\uFE0F" },
  "Live Gigs & Music Jams": { label: "sceneGigs", emoji: "🎸" },
  "Nature Walks & Hikes": { label: "sceneHikes", emoji: "🥾" },
  "Co-study / Co-work Sessions": { label: "sceneCowork", emoji: "💻" },
  "Food Trails & Cafe Hopping": { label: "sceneFoodTrails", emoji: "🍜" },
  "Weekend Getaways": { label: "sceneGetaways", emoji: "🧳" },
  "Party & Nightlife": { label: "sceneNightlife", emoji: "🎉" },
  "Sunset rooftop jam": { label: "idealRooftop", emoji: "🌇" },
  "Spontaneous 2-day hill trip": { label: "idealHillTrip", emoji: "⛰️" },
  "Sunday café crawl": { label: "idealCafeCrawl", emoji: "🥐" },
  "Open mic at a brewery": { label: "idealOpenMic", emoji: "🎤" },
  "Beach walk & bonfire": { label: "idealBonfire", emoji: "🔥" },
  "Chill game night": { label: "idealGameNight", emoji: "🎲" },
  "Dance party / Karaoke in a bar": { label: "idealDance", emoji: "💃" },
  "Chill and Slow": { label: "energyChill", emoji: "🌿" },
  "Balanced and Flexible": { label: "energyBalanced", emoji: "⚖️" },
  "High-Energy and On-the-Move": { label: "energyHigh", emoji: "⚡" },
  "Opposites attract – I enjoy contrast": { label: "vibeOpposites", emoji: "🧲" },
  "My kind of people – similar vibes matter": { label: "vibeSimilar", emoji: "🤝" },
  "I can vibe with almost anyone": { label: "vibeAnyone", emoji: "🌈" },
  "Need clear plans": { label: "spontaneityPlans", emoji: "🗓️" },
  "Okay figuring it out": { label: "spontaneityFlexible", emoji: "🧭" },
  "Love last-minute adventures": { label: "spontaneityLastMinute", emoji: "🚀" },
  "Make like-minded friends": { label: "purposeFriends", emoji: "👯" },
  "Explore scenes & short travel escapes": { label: "purposeExplore", emoji: "🗺️" },
  "Host my own plans": { label: "purposeHost", emoji: "📣" },
  "Relax & recharge with people": { label: "purposeRecharge", emoji: "🧘" },
};

const options = (values: readonly QuizValue[]): ChoiceOption[] =>
  values.map((value) => ({ value, ...OPTION_WORDS[value] }));

const GENDER_LABELS: Record<Gender, MessageKey<"onboarding">> = {
  male: "genderMale",
  female: "genderFemale",
  other: "genderOther",
};

export const GENDER_OPTIONS: ChoiceOption[] = GENDERS.map((value) => ({
  value,
  label: GENDER_LABELS[value],
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
