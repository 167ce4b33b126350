import type { Dispatch } from "react";
import type { OnboardingAction, OnboardingState } from "../onboarding-reducer";

export type StepProps = {
  state: OnboardingState;
  dispatch: Dispatch<OnboardingAction>;
  /** Id of the step's question heading, which names the step's choices. */
  headingId: string;
};
