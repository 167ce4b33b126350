import type { Dispatch } from "react";
import type { FieldState } from "../../../../components/forms";
import type { OnboardingField } from "../fields";
import type { OnboardingAction, OnboardingState } from "../onboarding-reducer";

export type StepProps = {
  state: OnboardingState;
  dispatch: Dispatch<OnboardingAction>;
  /** Id of the step's question heading, which names the step's choices. */
  headingId: string;
  /** Which inputs the current problem is about, and where it is shown. */
  fields: FieldState<OnboardingField>;
};
