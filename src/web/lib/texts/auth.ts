import { LIMITS } from "@shared/limits";
import { COMMON_TEXTS } from "./common";

// The sign-in landing's words are in its catalogues (src/web/locales/<language>/signin.json, ADR 0053).

// The onboarding form's fields and counters (beyond the SPEC).
export const ONBOARDING_TEXTS = {
  documentTitle: "Create your profile",
  progress: "Profile progress",
  phone: "Phone number",
  phoneHint: (digits: number) => `${digits} digits, without the country code.`,
  name: "Name",
  namePlaceholder: "Your full name",
  location: "Location",
  city: "City",
  cityPlaceholder: "e.g. Bengaluru",
  country: "Country",
  dateOfBirth: "Date of birth",
  gender: "Gender",
  selectedCount: (selected: number, max: number) => `${selected} of ${max} selected`,
  socialsHint: "A full link to your profile works best.",
  trustYes: "Yes, I'd feel safer",
  trustYesDetail: "Verify my profile with my social handles",
  trustNoDetail: "Finish now and start exploring",
} as const;

// The profile picture and extra photo pickers of onboarding.
export const PHOTO_PICKER_TEXTS = {
  profilePicture: "Profile picture",
  preview: "Your profile preview",
  fileHint: "JPEG, PNG or WebP, under 5 MB.",
  changePhoto: "Change photo",
  uploadPhoto: "Upload a photo",
  morePhotos: "More photos",
  optional: COMMON_TEXTS.optional,
  count: (picked: number, max: number) => `${picked} of ${max}`,
  photoAlt: (n: number) => `Extra upload ${n}`,
  remove: (n: number) => `Remove photo ${n}`,
  addMore: "Add more photos",
  add: "Add",
} as const;

// The question heading, a short helper line and a section name for each onboarding step.
export type StepCopy = { section: string; heading: string; helper: string };

export const ONBOARDING_STEP_TEXTS: readonly StepCopy[] = [
  {
    section: "Let's get started",
    heading: "What's your mobile number?",
    helper: "We use it to keep your account safe. Only you see it.",
  },
  {
    section: "About you",
    heading: "Tell us about yourself",
    helper: "This is how other members will see you.",
  },
  {
    section: "Your scene",
    heading: "What's your scene style?",
    helper: `Pick up to ${LIMITS.scenePreferencesMax} that sound like a great day out.`,
  },
  {
    section: "Your scene",
    heading: "Pick your ideal scene",
    helper: `Choose up to ${LIMITS.idealScenesMax} you'd say yes to right now.`,
  },
  {
    section: "Your scene",
    heading: "What's your scene energy?",
    helper: "How do you like your plans to feel?",
  },
  {
    section: "Your people",
    heading: "Who do you vibe with?",
    helper: "This helps us suggest companions you'll click with.",
  },
  {
    section: "Your people",
    heading: "Plans changed at the last minute. You…",
    helper: "Be honest, there's no wrong answer.",
  },
  {
    section: "Your people",
    heading: "What brings you to the scene?",
    helper: `Pick up to ${LIMITS.scenePurposeMax}.`,
  },
  {
    section: "Trust & safety",
    heading: "Would you like to verify your profile?",
    helper: "Verified members help everyone feel at ease when meeting up.",
  },
  {
    section: "Trust & safety",
    heading: "Add your social handles",
    helper: "Add at least one, so people can see you're real.",
  },
];
