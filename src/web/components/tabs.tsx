import { type KeyboardEvent, type ReactNode, useId } from "react";
import { cn } from "../lib/cn";
import { rovingTarget, useButtonRefs } from "../lib/roving-focus";

export type TabItem<T extends string = string> = { id: T; label: string };

export type TabsProps<T extends string> = {
  /** Names the tab list for screen readers, e.g. "Listings". */
  label: string;
  items: ReadonlyArray<TabItem<T>>;
  value: T;
  onChange: (id: T) => void;
  /** The active tab's content. */
  children?: ReactNode;
  className?: string;
  /** Tabs share the whole width at every size and labels stay on one line (long labels on phones). */
  fullWidth?: boolean;
};

/** Segmented tabs: arrow keys, Home and End move between tabs (WAI-ARIA tabs pattern). */
export function Tabs<T extends string>({
  label,
  items,
  value,
  onChange,
  children,
  className,
  fullWidth = false,
}: TabsProps<T>) {
  const baseId = useId();
  const buttons = useButtonRefs();
  const activeIndex = Math.max(
    0,
    items.findIndex((item) => item.id === value),
  );

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const target = rovingTarget(event.key, activeIndex, items.length, "row");
    const item = target === null ? undefined : items[target];
    if (target === null || !item) return;
    event.preventDefault();
    onChange(item.id);
    buttons.focus(target);
  };

  return (
    <div className={className}>
      <div
        role="tablist"
        aria-label={label}
        className={cn(
          "w-full gap-1 rounded-2xl bg-stone-200/60 p-1",
          fullWidth ? "flex" : "inline-flex sm:w-auto",
        )}
      >
        {items.map((item, index) => {
          const selected = index === activeIndex;
          return (
            <button
              key={item.id}
              ref={buttons.refAt(index)}
              type="button"
              role="tab"
              id={`${baseId}-tab-${item.id}`}
              aria-selected={selected}
              aria-controls={`${baseId}-panel`}
              tabIndex={selected ? 0 : -1}
              onClick={() => onChange(item.id)}
              onKeyDown={onKeyDown}
              className={cn(
                "min-h-11 flex-1 rounded-xl text-sm font-semibold transition-colors",
                fullWidth ? "min-w-0 px-2 whitespace-nowrap" : "px-5 sm:flex-none",
                "focus-ring",
                selected ? "bg-white text-gray-900 shadow-sm" : "text-gray-600 hover:text-gray-900",
              )}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      {children !== undefined && (
        <div
          role="tabpanel"
          id={`${baseId}-panel`}
          aria-labelledby={`${baseId}-tab-${items[activeIndex]?.id ?? ""}`}
          className="mt-4"
        >
          {children}
        </div>
      )}
    </div>
  );
}
