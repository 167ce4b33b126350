import { Check } from "lucide";
import { Icon } from "../../../components/icon";
import { cn } from "../../../lib/cn";
import { useMessages } from "../../../lib/i18n";
import type { ChoiceOption } from "./options";

export type OptionChipsProps = {
  /** Id of the element naming the group (the step's question). */
  labelledBy: string;
  options: readonly ChoiceOption[];
  selected: readonly string[];
  onSelect: (value: string) => void;
  /** "cards": large cards with an emoji, one or two columns; "pills": a row of equal pills. */
  variant?: "cards" | "pills";
  /** Several answers may be picked (a square tick) rather than one (a round mark). */
  multiple?: boolean;
  disabled?: boolean;
  columns?: 1 | 2;
};

/** Large selectable chips, each a toggle button (aria-pressed); the chosen ones are filled orange. */
export function OptionChips({
  labelledBy,
  options,
  selected,
  onSelect,
  variant = "cards",
  multiple = false,
  disabled = false,
  columns = 1,
}: OptionChipsProps) {
  const t = useMessages("onboarding");
  const answer = useMessages("answers");
  return (
    <fieldset
      aria-labelledby={labelledBy}
      className={cn(
        "min-w-0",
        variant === "pills" ? "grid grid-cols-3 gap-2" : "grid gap-2.5",
        variant === "cards" && columns === 2 && "sm:grid-cols-2",
      )}
    >
      {options.map((option) => {
        const on = selected.includes(option.value);
        return (
          <button
            key={option.value}
            type="button"
            aria-pressed={on}
            disabled={disabled}
            onClick={() => onSelect(option.value)}
            className={cn(
              "group flex items-center rounded-2xl border text-left font-medium transition",
              "focus-ring focus-visible:ring-offset-2",
              "disabled:cursor-not-allowed disabled:opacity-60",
              variant === "pills"
                ? "min-h-11 justify-center px-3 text-base"
                : "min-h-15 gap-3 px-3.5 py-2.5 text-[15px]",
              on
                ? "border-brand-500 bg-brand-700 text-white shadow-md shadow-brand-500/25"
                : "border-gray-200 bg-white text-gray-800 hover:border-brand-300 hover:bg-brand-50/60",
            )}
          >
            {option.emoji && (
              <EmojiTile
                emoji={option.emoji}
                on={on}
                className="size-10 rounded-xl text-xl leading-none transition"
              />
            )}
            <span className={cn(variant === "cards" && "min-w-0 flex-1 leading-snug")}>
              {option.label ? t(option.label) : answer(option.value)}
            </span>
            {variant === "cards" && (
              <span
                aria-hidden="true"
                className={cn(
                  "grid size-6 shrink-0 place-items-center border-2 transition",
                  multiple ? "rounded-md" : "rounded-full",
                  on
                    ? "border-white bg-white text-brand-700"
                    : "border-gray-300 bg-white group-hover:border-brand-300",
                )}
              >
                {on && <Icon node={Check} className="size-4" strokeWidth={3} />}
              </span>
            )}
          </button>
        );
      })}
    </fieldset>
  );
}

/** The emoji of a choice on its tile, which lightens when the choice is picked; decoration only. */
export function EmojiTile({ emoji, on, className }: { emoji: string; on: boolean; className: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn("grid shrink-0 place-items-center", className, on ? "bg-white/20" : "bg-brand-50")}
    >
      {emoji}
    </span>
  );
}
