// The onboarding rules of SPEC section 5, in the SPEC's order, for the quiz screens and the server alike.
import { LIMITS, MIN_AGE } from "./limits";
import {
  GENDERS,
  IDEAL_SCENES,
  SCENE_ENERGIES,
  SCENE_PREFERENCES,
  SCENE_PURPOSES,
  SPONTANEITY_LEVELS,
  VIBES,
} from "./options";
import { MESSAGES, MORE_MESSAGES } from "./texts";

export type SocialLinksDraft = { instagram: string; linkedin: string; x: string };

export type OnboardingDraft = {
  mobileNo: string;
  name: string;
  city: string;
  country: string;
  dateOfBirth: string;
  gender: string;
  hasAvatar: boolean;
  scenePreferences: string[];
  idealScenes: string[];
  sceneEnergy: string;
  vibe: string;
  spontaneityComfort: string;
  scenePurpose: string[];
  trustVerification: boolean | null;
  socialLinks: SocialLinksDraft;
};

export const ONBOARDING_STEPS = 10;

/**
 * The quiz unanswered: a new member's draft starts from it, and a deleted account is reset to it.
 * A function, so that no caller shares (and could change) another's lists.
 */
export const unansweredQuiz = (): Pick<
  OnboardingDraft,
  "scenePreferences" | "idealScenes" | "sceneEnergy" | "vibe" | "spontaneityComfort" | "scenePurpose"
> => ({
  scenePreferences: [],
  idealScenes: [],
  sceneEnergy: "",
  vibe: "",
  spontaneityComfort: "",
  scenePurpose: [],
});

/**
 * Steps 2 to 7 ask one question each: the draft field it fills, its option set, the most one may
 * pick (null: exactly one) and what to say while nothing is chosen. The quiz screens draw their
 * choices from the same table, so a question's options and limit are written once.
 */
export const CHOICE_QUESTIONS = {
  2: {
    field: "scenePreferences",
    values: SCENE_PREFERENCES,
    max: LIMITS.scenePreferencesMax,
    required: MESSAGES.scenePreferenceRequired,
  },
  3: {
    field: "idealScenes",
    values: IDEAL_SCENES,
    max: LIMITS.idealScenesMax,
    required: MESSAGES.idealSceneRequired,
  },
  4: { field: "sceneEnergy", values: SCENE_ENERGIES, max: null, required: MESSAGES.sceneEnergyRequired },
  5: { field: "vibe", values: VIBES, max: null, required: MESSAGES.vibeRequired },
  6: {
    field: "spontaneityComfort",
    values: SPONTANEITY_LEVELS,
    max: null,
    required: MESSAGES.spontaneityRequired,
  },
  7: {
    field: "scenePurpose",
    values: SCENE_PURPOSES,
    max: LIMITS.scenePurposeMax,
    required: MESSAGES.scenePurposeRequired,
  },
} as const satisfies Record<
  number,
  { field: keyof OnboardingDraft; values: readonly string[]; max: number | null; required: string }
>;

const inSet = (set: readonly string[], values: string[]) => values.every((v) => set.includes(v));

function ageOn(dateOfBirth: string, today: Date): number | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(dateOfBirth);
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== mo - 1 || date.getUTCDate() !== d || y < 1900)
    return null;
  let age = today.getUTCFullYear() - y;
  if (today.getUTCMonth() < mo - 1 || (today.getUTCMonth() === mo - 1 && today.getUTCDate() < d)) age--;
  return age;
}

// The first problem with one step, or null when it may move on.
export function validateStep(step: number, d: OnboardingDraft, today = new Date()): string | null {
  switch (step) {
    case 0: {
      const phone = d.mobileNo.trim();
      if (!phone) return MESSAGES.phoneRequired;
      if (!/^\d+$/.test(phone) || phone.length !== LIMITS.phoneLength) return MESSAGES.phoneLength;
      return null;
    }
    case 1: {
      if (!d.name.trim()) return MESSAGES.nameRequired;
      if (!d.city.trim() || !d.country.trim()) return MESSAGES.locationRequired;
      if (!d.dateOfBirth) return MESSAGES.dobRequired;
      const age = ageOn(d.dateOfBirth, today);
      if (age === null || age < 0) return MORE_MESSAGES.dobInvalid;
      if (age < MIN_AGE) return MORE_MESSAGES.underAge;
      if (!d.gender) return MESSAGES.genderRequired;
      if (!(GENDERS as readonly string[]).includes(d.gender)) return MORE_MESSAGES.unknownOption;
      if (!d.hasAvatar) return MESSAGES.pictureRequired;
      return null;
    }
    case 2:
    case 3:
    case 4:
    case 5:
    case 6:
    case 7: {
      const { field, values, max, required } = CHOICE_QUESTIONS[step];
      const value = d[field];
      return max === null
        ? one(value as string, values, required)
        : pick(value as string[], values, max, required);
    }
    case 8:
      return d.trustVerification === null ? MESSAGES.trustRequired : null;
    case 9: {
      const links = [d.socialLinks.instagram, d.socialLinks.linkedin, d.socialLinks.x].map((l) => l.trim());
      if (links.every((l) => !l)) return MESSAGES.socialRequired;
      return null;
    }
    default:
      return null;
  }
}

// The whole registration: every step in order; the social handles only when the member chose
// verification (choosing "no" at step 8 submits at once, SPEC 4).
export function validateRegistration(d: OnboardingDraft, today = new Date()): string | null {
  const last = d.trustVerification ? 9 : 8;
  for (let step = 0; step <= last; step++) {
    const problem = validateStep(step, d, today);
    if (problem) return problem;
  }
  return null;
}

function pick(values: string[], set: readonly string[], max: number, required: string): string | null {
  if (values.length === 0) return required;
  if (!inSet(set, values)) return MORE_MESSAGES.unknownOption;
  if (new Set(values).size > max) return MORE_MESSAGES.tooMany(max);
  return null;
}

function one(value: string, set: readonly string[], required: string): string | null {
  if (!value) return required;
  return set.includes(value) ? null : MORE_MESSAGES.unknownOption;
}

// SPEC "Trust": a handle is a full link when it contains ".com/" and does not end with a slash.
export function isFullSocialLink(handle: string): boolean {
  return handle.includes(".com/") && !handle.endsWith("/");
}

// Progress bar width: the step number plus one, out of 8 (SPEC 4), capped at full.
export function progressPercent(step: number): number {
  return Math.min(100, Math.max(0, ((step + 1) / LIMITS.onboardingProgressSteps) * 100));
}
