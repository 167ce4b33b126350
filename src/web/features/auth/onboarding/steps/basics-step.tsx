import { LIMITS, MIN_AGE } from "@shared/limits";
import { MESSAGES, MORE_MESSAGES } from "@shared/texts";
import { useId } from "react";
import { ONBOARDING_TEXTS } from "../../../../lib/texts";
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

const AVATAR_PROBLEMS: readonly string[] = [
  MESSAGES.pictureRequired,
  MESSAGES.avatarType,
  MESSAGES.avatarSize,
  MESSAGES.avatarRequired,
];
const DOB_PROBLEMS: readonly string[] = [
  MESSAGES.dobRequired,
  MORE_MESSAGES.dobInvalid,
  MORE_MESSAGES.underAge,
];

/** Step 1: name, location (city and country), date of birth, gender, profile picture, more photos. */
export function BasicsStep({ state, dispatch }: StepProps) {
  const { draft, error, busy } = state;
  const genderId = useId();
  const locationMissing = error === MESSAGES.locationRequired;
  return (
    <div className="space-y-5">
      <TextField
        label={ONBOARDING_TEXTS.name}
        autoComplete="name"
        maxLength={LIMITS.nameMaxLength}
        placeholder={ONBOARDING_TEXTS.namePlaceholder}
        value={draft.name}
        onValueChange={(value) => dispatch({ type: "edit", field: "name", value })}
        invalid={error === MESSAGES.nameRequired}
        disabled={busy}
      />

      <fieldset>
        <legend className="sr-only">{ONBOARDING_TEXTS.location}</legend>
        <div className="grid grid-cols-2 gap-3">
          <TextField
            label={ONBOARDING_TEXTS.city}
            autoComplete="address-level2"
            placeholder={ONBOARDING_TEXTS.cityPlaceholder}
            value={draft.city}
            onValueChange={(value) => dispatch({ type: "edit", field: "city", value })}
            invalid={locationMissing && !draft.city.trim()}
            disabled={busy}
          />
          <TextField
            label={ONBOARDING_TEXTS.country}
            autoComplete="country-name"
            value={draft.country}
            onValueChange={(value) => dispatch({ type: "edit", field: "country", value })}
            invalid={locationMissing && !draft.country.trim()}
            disabled={busy}
          />
        </div>
      </fieldset>

      <TextField
        label={ONBOARDING_TEXTS.dateOfBirth}
        type="date"
        min="1900-01-01"
        max={latestBirthday()}
        value={draft.dateOfBirth}
        onValueChange={(value) => dispatch({ type: "edit", field: "dateOfBirth", value })}
        invalid={error !== null && DOB_PROBLEMS.includes(error)}
        disabled={busy}
      />

      <div>
        <p id={genderId} className="text-sm font-semibold text-gray-800">
          {ONBOARDING_TEXTS.gender}
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
          file={state.avatar}
          onPick={(file) => dispatch({ type: "pickAvatar", file })}
          invalid={error !== null && AVATAR_PROBLEMS.includes(error)}
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
