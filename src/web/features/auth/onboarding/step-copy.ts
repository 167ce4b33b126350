import { LIMITS } from "@shared/limits";

/** The question heading, a short helper line and a section name for each step. */
export type StepCopy = { section: string; heading: string; helper: string };

export const STEP_COPY: readonly StepCopy[] = [
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
