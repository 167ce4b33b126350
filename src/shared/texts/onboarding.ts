import { MIN_AGE } from "../limits";

// The registration form's rules (SPEC 5), for the form and the server alike. Part of MESSAGES.
export const ONBOARDING_MESSAGES = {
  phoneRequired: "Phone number is required",
  phoneLength: "Mobile number should be 10 digits",
  nameRequired: "Name is required",
  locationRequired: "Location is required",
  dobRequired: "Date of Birth is required",
  genderRequired: "Gender is required",
  pictureRequired: "Profile picture is required",
  scenePreferenceRequired: "Select at least one scene preference",
  idealSceneRequired: "Select at least one ideal scene",
  sceneEnergyRequired: "Select your scene energy",
  vibeRequired: "Select your vibe preference",
  spontaneityRequired: "Select your spontaneity comfort level",
  scenePurposeRequired: "Select at least one scene purpose",
  trustRequired: "Trust verification choice is needed",
  socialRequired: "Please provide at least one social media account.",
  avatarType: "Please select a valid image file (JPEG, PNG, or WebP)",
  avatarSize: "Image file size must be less than 5MB",
  avatarRequired: "Avatar is required",
  registered: "Registered.",
} as const;

// Registration rules beyond the SPEC's words.
export const MORE_MESSAGES = {
  underAge: `You must be at least ${MIN_AGE} years old to join.`,
  dobInvalid: "Please enter a valid date of birth.",
  unknownOption: "Please choose from the options shown.",
  tooMany: (n: number) => `Choose at most ${n}.`,
  socialLink: "Social links must be web addresses (https://…).",
  alreadyRegistered: "This account is already registered. Please sign in.",
} as const;
