import { type KeyboardEvent, type ReactNode, useId, useRef } from "react";
import { cn } from "../../../../lib/cn";

export type ListTab<T extends string> = { id: T; label: string; count?: number };

export type ListTabsProps<T extends string> = {
  label: string;
  items: ReadonlyArray<ListTab<T>>;
  value: T;
  onChange: (id: T) => void;
  children: ReactNode;
};

/**
 * Two or more lists behind full-width tabs (phones): labels stay on one line, an optional count
 * follows each; arrow keys, Home and End move between tabs (WAI-ARIA tabs pattern).
 */
export function ListTabs<T extends string>({ label, items, value, onChange, children }: ListTabsProps<T>) {
  const baseId = useId();
  const refs = useRef<Array<HTMLButtonElement | null>>([]);
  const activeIndex = Math.max(
    0,
    items.findIndex((item) => item.id === value),
  );

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const keys: Record<string, number> = {
      ArrowRight: activeIndex + 1,
      ArrowLeft: activeIndex - 1,
      Home: 0,
      End: items.length - 1,
    };
    const target = keys[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const index = (target + items.length) % items.length;
    const item = items[index];
    if (!item) return;
    onChange(item.id);
    refs.current[index]?.focus();
  };

  return (
    <div>
      <div role="tablist" aria-label={label} className="flex gap-1 rounded-2xl bg-stone-200/60 p-1">
        {items.map((item, index) => {
          const selected = index === activeIndex;
          return (
            <button
              key={item.id}
              ref={(node) => {
                refs.current[index] = node;
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${item.id}`}
              aria-selected={selected}
              aria-controls={`${baseId}-panel`}
              tabIndex={selected ? 0 : -1}
              onClick={() => onChange(item.id)}
              onKeyDown={onKeyDown}
              className={cn(
                "flex min-h-11 min-w-0 flex-1 items-center justify-center gap-1.5 rounded-xl px-2 text-sm font-semibold whitespace-nowrap transition-colors",
                "focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-orange-500",
                selected ? "bg-white text-gray-900 shadow-sm" : "text-gray-600 hover:text-gray-900",
              )}
            >
              {item.label}
              {item.count !== undefined && (
                <span
                  className={cn(
                    "rounded-full px-1.5 text-xs tabular-nums",
                    selected ? "bg-orange-100 text-orange-800" : "bg-stone-300/60 text-gray-700",
                  )}
                >
                  {item.count}
                </span>
              )}
            </button>
          );
        })}
      </div>
      <div
        role="tabpanel"
        id={`${baseId}-panel`}
        aria-labelledby={`${baseId}-tab-${items[activeIndex]?.id ?? ""}`}
        className="mt-4"
      >
        {children}
      </div>
    </div>
  );
}
