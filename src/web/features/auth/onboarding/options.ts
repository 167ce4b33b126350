import { LIMITS } from "@shared/limits";
import { CHOICE_QUESTIONS, type OnboardingDraft } from "@shared/onboarding";
import { GENDERS, type Gender } from "@shared/options";
import type { MessageKey } from "../../../lib/i18n";

// The option sets of SPEC 3 as the quiz shows them.

/**
 * A choice: the value sent to the server and what the member reads for it: a quiz answer's words
 * are the `answers` area's, under the value itself (every screen that shows a member's answers reads
 * them there, ADR 0053); a gender's are onboarding's, under `label`.
 */
export type AnswerOption = { value: QuizValue; label?: undefined; emoji: string };
export type GenderOption = { value: Gender; label: MessageKey<"onboarding">; emoji?: undefined };
export type ChoiceOption = AnswerOption | GenderOption;

export type QuizValue = (typeof CHOICE_QUESTIONS)[keyof typeof CHOICE_QUESTIONS]["values"][number];

export type MultiField = "scenePreferences" | "idealScenes" | "scenePurpose";
export type SingleField = "gender" | "sceneEnergy" | "vibe" | "spontaneityComfort";
export type TextField = "mobileNo" | "name" | "city" | "country" | "dateOfBirth";

export const MAX_SELECTIONS: Record<MultiField, number> = {
  scenePreferences: LIMITS.scenePreferencesMax,
  idealScenes: LIMITS.idealScenesMax,
  scenePurpose: LIMITS.scenePurposeMax,
};

// Each value's emoji. The value itself is what the form sends, in the SPEC's English whatever the
// member's language, and the key of its words in the `answers` area (ADR 0053).
const OPTION_EMOJI: Record<QuizValue, string> = {
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

const options = (values: readonly QuizValue[]): AnswerOption[] =>
  values.map((value) => ({ value, emoji: OPTION_EMOJI[value] }));

const GENDER_LABELS: Record<Gender, MessageKey<"onboarding">> = {
  male: "genderMale",
  female: "genderFemale",
  other: "genderOther",
};

export const GENDER_OPTIONS: GenderOption[] = GENDERS.map((value) => ({
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
