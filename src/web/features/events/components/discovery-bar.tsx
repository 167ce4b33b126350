import {
  DISCOVERY_RADII,
  DISCOVERY_SORTS,
  type DiscoveryRadius,
  type DiscoverySort,
} from "@shared/discovery";
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
  const ids = { sort: useId(), within: useId(), note: useId() };
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
          aria-describedby={ids.note}
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
        <label className="flex min-w-0 items-center gap-1.5 text-sm text-gray-700" htmlFor={ids.sort}>
          <span className="sr-only sm:not-sr-only">{t("sortLabel")}</span>
          <select
            id={ids.sort}
            value={filters.sort || "for-you"}
            onChange={(e) => onChange({ sort: e.target.value as DiscoverySort, within: filters.within })}
            className={selectClasses}
          >
            {DISCOVERY_SORTS.map((sort) => (
              <option key={sort} value={sort}>
                {t(SORT_KEYS[sort])}
              </option>
            ))}
          </select>
        </label>
        <label className="flex min-w-0 items-center gap-1.5 text-sm text-gray-700" htmlFor={ids.within}>
          <span className="sr-only sm:not-sr-only">{t("radiusLabel")}</span>
          <select
            id={ids.within}
            value={filters.within || "any"}
            onChange={(e) => onChange({ sort: filters.sort, within: e.target.value as DiscoveryRadius })}
            className={selectClasses}
          >
            {DISCOVERY_RADII.map((radius) => (
              <option key={radius} value={radius}>
                {radiusLabel(t, language, radius)}
              </option>
            ))}
          </select>
        </label>
      </div>
      <p
        id={ids.note}
        className={cn("text-xs", note ? "text-amber-800" : "sr-only")}
        role={note ? "status" : undefined}
      >
        {t(note ?? "nearMeHelp")}
      </p>
    </div>
  );
}
