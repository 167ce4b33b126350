import { APP_NAME, COMMON_TEXTS } from "./common";

// SPEC words of sign-in and onboarding. Part of TEXTS (see index.ts).
export const AUTH_SPEC_TEXTS = {
  signinTagline: "Place worth Going, place worth Knowing",
  signInWithGoogle: "Sign in with Google",
  continue: "Continue",
  finish: "Finish & Start Exploring",
  trustGoodVibes: "Not necessary, I trust good vibes",
} as const;

// The sign-in landing (beyond the SPEC).
export const SIGNIN_TEXTS = {
  documentTitle: "Sign in",
  intro: "Find like-minded company for outings, gigs and short trips — and host your own.",
  welcome: `Welcome to ${APP_NAME}`,
  welcomeHint: "Sign in to find your people and plans worth going to.",
  // The decorative chips above the tagline.
  scenes: {
    chai: "Chai & Conversations",
    rooftop: "Sunset rooftop jam",
    hikes: "Nature Walks & Hikes",
    gigs: "Live Gigs & Music Jams",
    bonfire: "Beach walk & bonfire",
    gameNight: "Chill game night",
  },
} as const;

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
