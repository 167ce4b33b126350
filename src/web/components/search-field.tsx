import { LoaderCircle, Search, X } from "lucide";
import { useId } from "react";
import { cn } from "../lib/cn";
import { useMessages } from "../lib/i18n";
import { Icon } from "./icon";

export type SearchFieldProps = {
  /** The field's accessible name, e.g. "Search members". */
  label: string;
  placeholder?: string;
  value: string;
  onChange: (value: string) => void;
  /** Runs the search now (Enter), without waiting for the pause in typing. */
  onSubmit?: () => void;
  busy?: boolean;
  className?: string;
};

/** A search box with a magnifier, a clear button and an optional busy spinner. */
export function SearchField({
  label,
  placeholder,
  value,
  onChange,
  onSubmit,
  busy = false,
  className,
}: SearchFieldProps) {
  const t = useMessages("shell");
  const id = useId();
  return (
    // biome-ignore lint/a11y/useSemanticElements: <search> is newer than our browser baseline (Safari 17, Chrome 118) and jsdom's role table; a form with role=search is the landmark every browser exposes.
    <form
      role="search"
      aria-label={label}
      className={cn("relative", className)}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit?.();
      }}
    >
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Icon
        node={Search}
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-4 size-5 -translate-y-1/2 text-gray-400"
      />
      <input
        id={id}
        type="search"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder={placeholder}
        autoComplete="off"
        enterKeyHint="search"
        maxLength={100}
        className={cn(
          "h-12 w-full rounded-xl border border-gray-300 bg-white pl-12 text-base text-gray-900 shadow-sm transition placeholder:text-gray-500 focus:border-brand-500 focus:ring-2 focus:ring-brand-500/25 focus:outline-none [&::-webkit-search-cancel-button]:hidden",
          value !== "" || busy ? "pr-20" : "pr-4",
        )}
      />
      <div className="absolute inset-y-0 right-1 flex items-center gap-1">
        {busy && (
          <Icon node={LoaderCircle} aria-hidden="true" className="size-4 animate-spin text-gray-400" />
        )}
        {value !== "" && (
          <button
            type="button"
            aria-label={t("clearSearch")}
            onClick={() => onChange("")}
            className="flex size-11 items-center justify-center rounded-full text-gray-500 hover:bg-stone-100 focus-ring"
          >
            <Icon node={X} aria-hidden="true" className="size-5" />
          </button>
        )}
      </div>
    </form>
  );
}
