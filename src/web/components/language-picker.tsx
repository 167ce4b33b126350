import { cn } from "../lib/cn";
import { changeLanguage, LANGUAGE_NAMES, LANGUAGES, type Language, useLanguage } from "../lib/i18n";

/**
 * The language choice: a radio group of each language named in itself ("English", "हिन्दी"), so a
 * visitor who cannot read the active one still finds theirs. Choosing switches every screen at once
 * and is remembered (lib/i18n). `label` names the group for screen readers, in the active language.
 */
export function LanguagePicker({
  label,
  disabled = false,
  className,
  onChoose,
}: {
  label: string;
  /** The prerendered copy, before the scripts that could switch it have arrived. */
  disabled?: boolean;
  className?: string;
  /** Told of a choice once every screen speaks it (the profile saves it on the account). */
  onChoose?: (language: Language) => void;
}) {
  const active = useLanguage();
  return (
    <fieldset
      disabled={disabled}
      className={cn("flex shrink-0 rounded-full bg-white/70 p-0.5 ring-1 ring-gray-200", className)}
    >
      <legend className="sr-only">{label}</legend>
      {LANGUAGES.map((language) => (
        <label
          key={language}
          lang={language}
          className="flex min-h-11 min-w-11 cursor-pointer items-center justify-center rounded-full px-3 text-sm font-semibold text-gray-600 transition has-checked:bg-brand-700 has-checked:text-white has-focus-visible:ring-2 has-focus-visible:ring-brand-500 has-focus-visible:ring-offset-2 has-disabled:cursor-default"
        >
          <input
            type="radio"
            name="language"
            value={language}
            checked={language === active}
            onChange={() => void changeLanguage(language).then(() => onChoose?.(language))}
            className="sr-only"
          />
          {LANGUAGE_NAMES[language]}
        </label>
      ))}
    </fieldset>
  );
}
