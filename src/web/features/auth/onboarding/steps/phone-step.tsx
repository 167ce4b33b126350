import { LIMITS } from "@shared/limits";
import { MESSAGES } from "@shared/texts";
import { ONBOARDING_TEXTS } from "../../../../lib/texts";
import { TextField } from "../text-field";
import type { StepProps } from "./step-props";

/** Step 0: the mobile number, digits only, exactly 10. */
export function PhoneStep({ state, dispatch }: StepProps) {
  const invalid = state.error === MESSAGES.phoneRequired || state.error === MESSAGES.phoneLength;
  return (
    <TextField
      label={ONBOARDING_TEXTS.phone}
      type="tel"
      inputMode="numeric"
      autoComplete="tel-national"
      placeholder="98765 43210"
      prefix="+91"
      hint={ONBOARDING_TEXTS.phoneHint(LIMITS.phoneLength)}
      value={state.draft.mobileNo}
      onValueChange={(value) => dispatch({ type: "edit", field: "mobileNo", value })}
      invalid={invalid}
      disabled={state.busy}
    />
  );
}
