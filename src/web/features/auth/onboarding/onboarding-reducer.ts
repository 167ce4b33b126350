import { LIMITS } from "@shared/limits";
import {
  type OnboardingDraft,
  type SocialLinksDraft,
  unansweredQuiz,
  validateRegistration,
  validateStep,
} from "@shared/onboarding";
import { MESSAGES } from "@shared/texts";
import { avatarProblem, extraImageProblem } from "./image-checks";
import { MAX_SELECTIONS, type MultiField, type SingleField, type TextField } from "./options";

// The quiz of SPEC 4 "Onboarding": steps 0 to 9, each moving forward only when it validates.

export const FIRST_STEP = 0;
export const LAST_STEP = LIMITS.onboardingLastStep;
export const TRUST_STEP = 8;
/** The back arrow shows from this step onward (SPEC 2). */
export const BACK_FROM_STEP = 2;

export type OnboardingState = {
  step: number;
  draft: OnboardingDraft;
  avatar: File | null;
  profileImages: File[];
  error: string | null;
  busy: boolean;
};

export type OnboardingAction =
  | { type: "edit"; field: TextField; value: string }
  | { type: "editSocial"; network: keyof SocialLinksDraft; value: string }
  | { type: "choose"; field: SingleField; value: string }
  | { type: "toggle"; field: MultiField; value: string }
  | { type: "pickAvatar"; file: File }
  | { type: "addImages"; files: File[] }
  | { type: "removeImage"; index: number }
  | { type: "next" }
  | { type: "back" }
  | { type: "chooseTrust"; value: boolean }
  | { type: "submitting" }
  | { type: "failed"; error: string };

export function initialOnboardingState(name = ""): OnboardingState {
  return {
    step: FIRST_STEP,
    draft: {
      mobileNo: "",
      name,
      city: "",
      country: "India",
      dateOfBirth: "",
      gender: "",
      hasAvatar: false,
      ...unansweredQuiz(),
      trustVerification: null,
      socialLinks: { instagram: "", linkedin: "", x: "" },
    },
    avatar: null,
    profileImages: [],
    error: null,
    busy: false,
  };
}

/**
 * Digits only, at most 10 (SPEC 9). A pasted "+91 98765 43210" or "098765 43210" keeps the
 * national number.
 */
export function phoneDigits(value: string): string {
  let digits = value.replace(/\D/g, "");
  if (digits.length === LIMITS.phoneLength + 2 && digits.startsWith("91")) digits = digits.slice(2);
  if (digits.length === LIMITS.phoneLength + 1 && digits.startsWith("0")) digits = digits.slice(1);
  return digits.slice(0, LIMITS.phoneLength);
}

export type ContinueDecision = { kind: "error"; message: string } | { kind: "advance" } | { kind: "submit" };

/**
 * What the primary button does now: show the step's first problem, move on, or submit
 * (step 9; step 8 when the member chose not to verify).
 */
export function continueDecision(state: OnboardingState): ContinueDecision {
  const problem = validateStep(state.step, state.draft);
  if (problem) return { kind: "error", message: problem };
  if (state.step >= LAST_STEP) return { kind: "submit" };
  if (state.step === TRUST_STEP && state.draft.trustVerification === false) return { kind: "submit" };
  return { kind: "advance" };
}

/** The first reason the whole registration cannot be sent yet, or null. */
export function submissionProblem(state: OnboardingState): string | null {
  if (!state.avatar) return MESSAGES.avatarRequired;
  return validateRegistration({ ...state.draft, hasAvatar: true });
}

function withDraft(state: OnboardingState, patch: Partial<OnboardingDraft>): OnboardingState {
  return { ...state, draft: { ...state.draft, ...patch }, error: null };
}

export function onboardingReducer(state: OnboardingState, action: OnboardingAction): OnboardingState {
  if (state.busy && action.type !== "failed") return state;
  switch (action.type) {
    case "edit":
      return withDraft(state, {
        [action.field]: action.field === "mobileNo" ? phoneDigits(action.value) : action.value,
      });
    case "editSocial":
      return withDraft(state, {
        socialLinks: { ...state.draft.socialLinks, [action.network]: action.value },
      });
    case "choose":
      return withDraft(state, { [action.field]: action.value });
    case "toggle": {
      const current = state.draft[action.field];
      if (current.includes(action.value)) {
        return withDraft(state, { [action.field]: current.filter((v) => v !== action.value) });
      }
      const max = MAX_SELECTIONS[action.field];
      if (current.length >= max) return { ...state, error: MESSAGES.maxSelectionsReached(max) };
      return withDraft(state, { [action.field]: [...current, action.value] });
    }
    case "pickAvatar": {
      const problem = avatarProblem(action.file);
      if (problem) return { ...state, error: problem };
      return { ...withDraft(state, { hasAvatar: true }), avatar: action.file };
    }
    case "addImages": {
      const room = LIMITS.profileImagesMax - state.profileImages.length;
      let error: string | null = null;
      const accepted: File[] = [];
      for (const file of action.files) {
        const problem = extraImageProblem(file);
        if (problem) error ??= problem;
        else accepted.push(file);
      }
      if (accepted.length > room) error ??= MESSAGES.maxSelectionsAllowed(LIMITS.profileImagesMax);
      return {
        ...state,
        profileImages: [...state.profileImages, ...accepted.slice(0, Math.max(0, room))],
        error,
      };
    }
    case "removeImage":
      return {
        ...state,
        profileImages: state.profileImages.filter((_, i) => i !== action.index),
        error: null,
      };
    case "next": {
      const decision = continueDecision(state);
      if (decision.kind === "error") return { ...state, error: decision.message };
      if (decision.kind === "submit") return state;
      return { ...state, step: state.step + 1, error: null };
    }
    case "back":
      return { ...state, step: Math.max(FIRST_STEP, state.step - 1), error: null };
    case "chooseTrust": {
      const chosen = withDraft(state, { trustVerification: action.value });
      // SPEC 4: yes goes to step 9; no submits at once (the screen sends the form).
      return action.value ? { ...chosen, step: LAST_STEP } : chosen;
    }
    case "submitting":
      return { ...state, busy: true, error: null };
    case "failed":
      return { ...state, busy: false, error: action.error };
  }
}
