import type { OnboardingDraft, SocialLinksDraft } from "@shared/onboarding";
import { MESSAGES, MORE_MESSAGES } from "@shared/texts";
import type { FieldState } from "../../../components/forms";
import type { TextField } from "./options";

// Which input a quiz problem is about, for the form primitive: the shared step rules
// (shared/onboarding) answer a message, the server's words, and each message belongs to the inputs
// that can fix it. The quiz keeps its problem in the reducer, so this is its `FieldState`.

/** The quiz's inputs that a problem can point at. */
export type OnboardingField = TextField | "avatar" | keyof SocialLinksDraft;

export const ERROR_ID = "onboarding-error";
export const fieldId = (field: OnboardingField) => `onboarding-${field}`;

const SOCIALS: OnboardingField[] = ["instagram", "linkedin", "x"];

/** The inputs at fault for `error`, in the order they appear; none for a problem no input fixes. */
export function fieldsAtFault(error: string | null, draft: OnboardingDraft): OnboardingField[] {
  switch (error) {
    case MESSAGES.phoneRequired:
    case MESSAGES.phoneLength:
      return ["mobileNo"];
    case MESSAGES.nameRequired:
      return ["name"];
    case MESSAGES.locationRequired:
      return (["city", "country"] as const).filter((field) => !draft[field].trim());
    case MESSAGES.dobRequired:
    case MORE_MESSAGES.dobInvalid:
    case MORE_MESSAGES.underAge:
      return ["dateOfBirth"];
    case MESSAGES.pictureRequired:
    case MESSAGES.avatarType:
    case MESSAGES.avatarSize:
    case MESSAGES.avatarRequired:
      return ["avatar"];
    case MESSAGES.socialRequired:
      return SOCIALS;
    default:
      return [];
  }
}

/** The quiz's problem as its fields read it. */
export function onboardingFields(error: string | null, draft: OnboardingDraft): FieldState<OnboardingField> {
  const atFault = fieldsAtFault(error, draft);
  return { errorId: ERROR_ID, idOf: fieldId, invalid: (field) => atFault.includes(field) };
}
