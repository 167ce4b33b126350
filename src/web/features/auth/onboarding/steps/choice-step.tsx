import { useMessages } from "../../../../lib/i18n";
import { OptionChips } from "../option-chips";
import { CHOICE_STEPS, isMultiField, selectedValues } from "../options";
import type { StepProps } from "./step-props";

/** Steps 2 to 7: one question, answered with large chips (several for lists, one otherwise). */
export function ChoiceStep({ state, dispatch, headingId }: StepProps) {
  const t = useMessages("onboarding");
  const config = CHOICE_STEPS[state.step];
  if (!config) return null;
  const { field, options, max } = config;
  const selected = selectedValues(state.draft, field);
  const multiple = isMultiField(field);
  return (
    <div>
      {multiple && max !== null && (
        <p aria-live="polite" className="mb-3 text-sm font-medium text-gray-500">
          {t("selectedCount", { selected: selected.length, max })}
        </p>
      )}
      <OptionChips
        labelledBy={headingId}
        options={options}
        selected={selected}
        multiple={multiple}
        columns={options.length > 4 ? 2 : 1}
        disabled={state.busy}
        onSelect={(value) =>
          isMultiField(field)
            ? dispatch({ type: "toggle", field, value })
            : dispatch({ type: "choose", field, value })
        }
      />
    </div>
  );
}
