import { GENDERS } from "@shared/options";
import { useId } from "react";
import { cn } from "../../../../lib/cn";
import { useMessages } from "../../../../lib/i18n";
import { type Gender, genderLabel } from "../format";

const OPTIONS: ReadonlyArray<Gender | ""> = ["", ...GENDERS];

export type GenderFilterProps = {
  value: Gender | "";
  onChange: (value: Gender | "") => void;
  className?: string;
};

/** All, Male, Female, Other as a row of radio chips (arrow keys move between them). */
export function GenderFilter({ value, onChange, className }: GenderFilterProps) {
  const t = useMessages("admin");
  const name = useId();
  return (
    <fieldset className={cn("min-w-0", className)}>
      <legend className="sr-only">{t("gender")}</legend>
      <div className="flex gap-2 overflow-x-auto pb-1 [scrollbar-width:none]">
        {OPTIONS.map((option) => {
          const checked = option === value;
          return (
            <label
              key={option || "all"}
              className={cn(
                "relative flex min-h-11 shrink-0 cursor-pointer items-center rounded-full border px-4 text-sm font-semibold transition-colors",
                "has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-500 has-[:focus-visible]:ring-offset-2",
                checked
                  ? "border-brand-500 bg-brand-700 text-white shadow-sm"
                  : "border-gray-300 bg-white text-gray-700 hover:border-gray-400 hover:bg-stone-50",
              )}
            >
              <input
                type="radio"
                name={name}
                value={option}
                checked={checked}
                onChange={() => onChange(option)}
                className="sr-only"
              />
              {option ? genderLabel(t, option) : t("all")}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
