import { LIMITS } from "@shared/limits";
import { useMessages } from "../../../../lib/i18n";
import { TextField } from "../text-field";
import type { StepProps } from "./step-props";

/** Step 0: the mobile number, digits only, exactly 10. */
export function PhoneStep({ state, dispatch, fields }: StepProps) {
  const t = useMessages("onboarding");
  return (
    <TextField
      id={fields.idOf("mobileNo")}
      label={t("phone")}
      type="tel"
      inputMode="numeric"
      autoComplete="tel-national"
      placeholder="98765 43210"
      prefix="+91"
      hint={t("phoneHint", { digits: LIMITS.phoneLength })}
      value={state.draft.mobileNo}
      onValueChange={(value) => dispatch({ type: "edit", field: "mobileNo", value })}
      invalid={fields.invalid("mobileNo")}
      errorId={fields.errorId}
      disabled={state.busy}
    />
  );
}
