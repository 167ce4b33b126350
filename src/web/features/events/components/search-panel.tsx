import { RotateCcw, Search } from "lucide";
import { type FormEvent, type ReactNode, useId, useState } from "react";
import { Button } from "../../../components/button";
import { Icon } from "../../../components/icon";
import { cn } from "../../../lib/cn";
import { useMessages } from "../../../lib/i18n";
import type { EventFilters } from "../filters";

export type SearchPanelProps = {
  id?: string;
  filters: EventFilters;
  onSearch: (search: Pick<EventFilters, "q" | "from" | "to" | "location">) => void;
  onReset: () => void;
};

const inputClasses = cn(
  "block min-h-11 w-full rounded-xl border border-gray-200 bg-white px-3 text-base text-gray-900 shadow-xs",
  "placeholder:text-gray-400 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-500/30",
);

/** One box of the search form under its label. */
function Labelled({
  id,
  label,
  className,
  children,
}: {
  id: string;
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-gray-700">
        {label}
      </label>
      {children}
    </div>
  );
}

/**
 * SPEC 2 "/events" search box: words, From date, To date, a place ("Anywhere specific ?"), then
 * Search and Reset Filters. The fields are a draft; the list follows the address once Search is pressed.
 */
export function SearchPanel({ id, filters, onSearch, onReset }: SearchPanelProps) {
  const t = useMessages("events");
  const [q, setQ] = useState(filters.q);
  const [from, setFrom] = useState(filters.from);
  const [to, setTo] = useState(filters.to);
  const [location, setLocation] = useState(filters.location);
  const [error, setError] = useState<"datesOutOfOrder" | null>(null);
  const ids = { q: useId(), from: useId(), to: useId(), location: useId(), error: useId() };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (from && to && to < from) {
      setError("datesOutOfOrder");
      return;
    }
    setError(null);
    onSearch({ q: q.trim(), from, to, location: location.trim() });
  };

  const reset = () => {
    setQ("");
    setFrom("");
    setTo("");
    setLocation("");
    setError(null);
    onReset();
  };

  /** A date box of the range; each end bounds the other. */
  const dateBox = (
    id: string,
    label: string,
    value: string,
    onChange: (value: string) => void,
    bounds: { min?: string; max?: string },
    invalid = false,
  ) => (
    <Labelled id={id} label={label}>
      <input
        id={id}
        type="date"
        value={value}
        {...bounds}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={invalid || undefined}
        aria-describedby={error ? ids.error : undefined}
        className={inputClasses}
      />
    </Labelled>
  );

  return (
    // biome-ignore lint/a11y/useSemanticElements: <search> is newer than our browser baseline (Safari 17, Chrome 118) and jsdom's role table; a form with role=search is the landmark every browser exposes.
    <form
      id={id}
      role="search"
      aria-label={t("searchForm")}
      noValidate
      onSubmit={submit}
      className="rounded-2xl border border-gray-200/80 bg-white p-4 shadow-sm md:p-5"
    >
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[minmax(0,1.4fr)_minmax(0,1fr)_minmax(0,1fr)_minmax(0,1.2fr)]">
        <Labelled id={ids.q} label={t("searchLabel")} className="sm:col-span-2 lg:col-span-1">
          <div className="relative">
            <Icon
              node={Search}
              aria-hidden="true"
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-gray-400"
            />
            <input
              id={ids.q}
              type="search"
              value={q}
              maxLength={100}
              onChange={(e) => setQ(e.target.value)}
              placeholder={t("searchPlaceholder")}
              className={cn(inputClasses, "pl-9")}
            />
          </div>
        </Labelled>
        {dateBox(ids.from, t("fromDate"), from, setFrom, { max: to || undefined })}
        {/* Dates out of order: the To date is the one to change. */}
        {dateBox(ids.to, t("toDate"), to, setTo, { min: from || undefined }, Boolean(error))}
        <Labelled id={ids.location} label={t("location")} className="sm:col-span-2 lg:col-span-1">
          <input
            id={ids.location}
            type="text"
            value={location}
            maxLength={80}
            autoComplete="address-level2"
            onChange={(e) => setLocation(e.target.value)}
            placeholder={t("anywhereSpecific")}
            className={inputClasses}
          />
        </Labelled>
      </div>
      {error && (
        <p id={ids.error} role="alert" className="mt-3 text-sm font-medium text-red-600">
          {t(error)}
        </p>
      )}
      <div className="mt-4 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="ghost" onClick={reset}>
          <Icon node={RotateCcw} aria-hidden="true" className="size-4" />
          {t("resetFilters")}
        </Button>
        <Button type="submit" className="sm:min-w-32">
          <Icon node={Search} aria-hidden="true" className="size-4" />
          {t("search")}
        </Button>
      </div>
    </form>
  );
}
