import { EVENT_CATEGORIES } from "@shared/options";
import { useEffect, useRef } from "react";
import { CATEGORY_KEYS } from "../../../components/event-card-words";
import { cn } from "../../../lib/cn";
import { useMessages } from "../../../lib/i18n";

export type CategoryFilterProps = {
  /** The selected category; "" for All. */
  value: string;
  onChange: (category: string) => void;
};

// The value is what the address and the API carry (the SPEC's English); the label is the catalogue's.
const CHOICES = [
  { value: "", label: "all" as const },
  ...EVENT_CATEGORIES.map((c) => ({ value: c, label: CATEGORY_KEYS[c] })),
];

/** SPEC 2 "/events": "All" plus the 15 categories, one row that scrolls sideways. */
export function CategoryFilter({ value, onChange }: CategoryFilterProps) {
  const t = useMessages("events");
  const rowRef = useRef<HTMLFieldSetElement>(null);
  const selected = value.toLowerCase();

  // Brings the chosen chip into view, e.g. after reloading /events?category=Women-Only%20Trips. "All"
  // is the first chip and always in view: no scroll, so no layout forced while the list first renders.
  const chosenOnArrival = useRef(value);
  useEffect(() => {
    if (chosenOnArrival.current === "") return;
    const chip = rowRef.current?.querySelector<HTMLElement>('[aria-pressed="true"]');
    chip?.scrollIntoView?.({ block: "nearest", inline: "center" });
  }, []);

  return (
    <div className="relative -mx-4 md:mx-0">
      <fieldset
        ref={rowRef}
        aria-label={t("categories")}
        className="flex min-w-0 snap-x scroll-px-4 gap-2 overflow-x-auto scroll-smooth px-4 pb-2 [scrollbar-width:thin] md:scroll-px-0 md:px-0 md:pr-10"
      >
        {CHOICES.map((choice) => {
          const pressed = choice.value.toLowerCase() === selected;
          return (
            <button
              key={choice.value}
              type="button"
              aria-pressed={pressed}
              onClick={() => onChange(choice.value)}
              className={cn(
                "min-h-11 shrink-0 snap-start rounded-full border px-4 text-sm font-medium whitespace-nowrap transition-colors",
                "focus-ring focus-visible:ring-offset-2",
                pressed
                  ? "border-brand-500 bg-brand-700 text-white shadow-sm"
                  : "border-gray-200 bg-white text-gray-700 hover:border-brand-300 hover:bg-brand-50",
              )}
            >
              {t(choice.label)}
            </button>
          );
        })}
      </fieldset>
      {/* A soft edge says the row goes on. */}
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-y-0 right-0 w-10 bg-gradient-to-l from-stone-50 to-transparent"
      />
    </div>
  );
}
