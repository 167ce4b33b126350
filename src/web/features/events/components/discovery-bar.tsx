import { DISCOVERY_RADII, DISCOVERY_SORTS } from "@shared/discovery";
import { Check, LocateFixed } from "lucide";
import { useId, useState } from "react";
import { Icon } from "../../../components/icon";
import { cn } from "../../../lib/cn";
import { useLanguage, useMessages } from "../../../lib/i18n";
import { locate, setNearPoint, useNearParam } from "../../../lib/near-me";
import { radiusLabel, SORT_KEYS } from "../event-words";
import type { EventFilters } from "../filters";

// No right padding of our own: Chromium draws the native arrow in a space of its own after it, so
// `pr-6` took 24 px from the words and a phone's 120 px select read "Anywher" (issue 41).
const selectClasses = cn(
  "min-h-11 w-full min-w-0 rounded-xl border border-gray-200 bg-white py-0 pr-1 pl-2 text-sm font-medium text-gray-800 shadow-xs sm:w-auto sm:pr-2 sm:pl-3",
  "focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-500/30",
);

/** One choice of the bar: its name (on screen from 640 px, to screen readers always), then its select. */
function BarChoice<V extends string>({
  label,
  value,
  options,
  optionLabel,
  onChoose,
}: {
  label: string;
  value: V;
  options: readonly V[];
  optionLabel: (option: V) => string;
  onChoose: (option: V) => void;
}) {
  const id = useId();
  return (
    <label className="flex min-w-0 items-center gap-1.5 text-sm text-gray-700" htmlFor={id}>
      <span className="sr-only sm:not-sr-only">{label}</span>
      <select id={id} value={value} onChange={(e) => onChoose(e.target.value as V)} className={selectClasses}>
        {options.map((option) => (
          <option key={option} value={option}>
            {optionLabel(option)}
          </option>
        ))}
      </select>
    </label>
  );
}

/**
 * Issue 27: the order (For you, Soonest, Nearest), how far to look, and "Near me". The order and the
 * radius live in the address with the other filters; Near me's point only on this device.
 */
export function DiscoveryBar({
  filters,
  onChange,
}: {
  filters: EventFilters;
  onChange: (next: Pick<EventFilters, "sort" | "within">) => void;
}) {
  const t = useMessages("events");
  const language = useLanguage();
  const noteId = useId();
  const near = useNearParam();
  const [locating, setLocating] = useState(false);
  const [note, setNote] = useState<"nearMeDenied" | "nearMeUnavailable" | null>(null);

  const toggleNearMe = async () => {
    if (near) {
      setNearPoint(null);
      setNote(null);
      return;
    }
    setLocating(true);
    const found = await locate();
    setLocating(false);
    if (typeof found === "string") {
      setNote(found === "denied" ? "nearMeDenied" : "nearMeUnavailable");
      return;
    }
    setNote(null);
    setNearPoint(found);
  };

  return (
    <div className="flex flex-col gap-2">
      {/* One row at a phone's width: the button, then the two choices sharing what is left. */}
      <div className="grid grid-cols-[auto_minmax(0,1fr)_minmax(0,1fr)] items-center gap-2 sm:flex sm:flex-wrap">
        <button
          type="button"
          aria-pressed={Boolean(near)}
          aria-describedby={noteId}
          disabled={locating}
          onClick={toggleNearMe}
          className={cn(
            "inline-flex min-h-11 items-center gap-1.5 rounded-xl border px-2.5 text-sm font-semibold transition-colors sm:gap-2 sm:px-3",
            "focus-ring focus-visible:ring-offset-2 disabled:opacity-60",
            near
              ? "border-brand-500 bg-brand-700 text-white shadow-sm"
              : "border-gray-200 bg-white text-gray-800 shadow-sm hover:bg-stone-50",
          )}
        >
          <Icon node={near ? Check : LocateFixed} aria-hidden="true" className="size-4" />
          {t("nearMe")}
        </button>
        <BarChoice
          label={t("sortLabel")}
          value={filters.sort || "for-you"}
          options={DISCOVERY_SORTS}
          optionLabel={(sort) => t(SORT_KEYS[sort])}
          onChoose={(sort) => onChange({ sort, within: filters.within })}
        />
        <BarChoice
          label={t("radiusLabel")}
          value={filters.within || "any"}
          options={DISCOVERY_RADII}
          optionLabel={(radius) => radiusLabel(t, language, radius)}
          onChoose={(within) => onChange({ sort: filters.sort, within })}
        />
      </div>
      <p
        id={noteId}
        className={cn("text-xs", note ? "text-amber-800" : "sr-only")}
        role={note ? "status" : undefined}
      >
        {t(note ?? "nearMeHelp")}
      </p>
    </div>
  );
}
