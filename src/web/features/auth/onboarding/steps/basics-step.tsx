import { LIMITS, MIN_AGE } from "@shared/limits";
import { useId } from "react";
import { useMessages } from "../../../../lib/i18n";
import { AvatarPicker, PhotoPicker } from "../image-picker";
import { OptionChips } from "../option-chips";
import { GENDER_OPTIONS } from "../options";
import { TextField } from "../text-field";
import type { StepProps } from "./step-props";

function isoDate(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The latest birthday the date picker offers: members are at least 18. */
function latestBirthday(): string {
  const today = new Date();
  return isoDate(new Date(today.getFullYear() - MIN_AGE, today.getMonth(), today.getDate()));
}

/** Step 1: name, location (city and country), date of birth, gender, profile picture, more photos. */
export function BasicsStep({ state, dispatch, fields }: StepProps) {
  const t = useMessages("onboarding");
  const { draft, busy } = state;
  const genderId = useId();
  /** The id, fault and error list of one of the step's text inputs. */
  const wiring = (field: "name" | "city" | "country" | "dateOfBirth") => ({
    id: fields.idOf(field),
    invalid: fields.invalid(field),
    errorId: fields.errorId,
  });
  return (
    <div className="space-y-5">
      <TextField
        {...wiring("name")}
        label={t("name")}
        autoComplete="name"
        maxLength={LIMITS.nameMaxLength}
        placeholder={t("namePlaceholder")}
        value={draft.name}
        onValueChange={(value) => dispatch({ type: "edit", field: "name", value })}
        disabled={busy}
      />

      <fieldset>
        <legend className="sr-only">{t("location")}</legend>
        <div className="grid grid-cols-2 gap-3">
          <TextField
            {...wiring("city")}
            label={t("city")}
            autoComplete="address-level2"
            placeholder={t("cityPlaceholder")}
            value={draft.city}
            onValueChange={(value) => dispatch({ type: "edit", field: "city", value })}
            disabled={busy}
          />
          <TextField
            {...wiring("country")}
            label={t("country")}
            autoComplete="country-name"
            value={draft.country}
            onValueChange={(value) => dispatch({ type: "edit", field: "country", value })}
            disabled={busy}
          />
        </div>
      </fieldset>

      <TextField
        {...wiring("dateOfBirth")}
        label={t("dateOfBirth")}
        type="date"
        min="1900-01-01"
        max={latestBirthday()}
        value={draft.dateOfBirth}
        onValueChange={(value) => dispatch({ type: "edit", field: "dateOfBirth", value })}
        disabled={busy}
      />

      <div>
        <p id={genderId} className="text-sm font-semibold text-gray-800">
          {t("gender")}
        </p>
        <div className="mt-1.5">
          <OptionChips
            labelledBy={genderId}
            variant="pills"
            options={GENDER_OPTIONS}
            selected={draft.gender ? [draft.gender] : []}
            onSelect={(value) => dispatch({ type: "choose", field: "gender", value })}
            disabled={busy}
          />
        </div>
      </div>

      <div className="space-y-5 border-t border-gray-100 pt-5">
        <AvatarPicker
          id={fields.idOf("avatar")}
          file={state.avatar}
          onPick={(file) => dispatch({ type: "pickAvatar", file })}
          invalid={fields.invalid("avatar")}
          errorId={fields.errorId}
          disabled={busy}
        />
        <PhotoPicker
          files={state.profileImages}
          onAdd={(files) => dispatch({ type: "addImages", files })}
          onRemove={(index) => dispatch({ type: "removeImage", index })}
          disabled={busy}
        />
      </div>
    </div>
  );
}
