import { ChevronDown, ChevronUp, SearchX } from "lucide";
import type { ReactNode } from "react";
import { Button } from "../../../../components/button";
import { Icon } from "../../../../components/icon";
import { useMessages } from "../../../../lib/i18n";
import { useDisclosure } from "../../../../lib/use-disclosure";
import { usePreviewSize } from "./use-preview-size";

export type PreviewListProps<Item> = {
  /** Names the list for screen readers. */
  label: string;
  /** The threads matching the search (all of them when there is none). */
  items: readonly Item[];
  /** The search text; while there is one, every match shows. */
  query: string;
  keyOf: (item: Item) => string;
  render: (item: Item) => ReactNode;
  /** The sentence of a search that found nothing. */
  noMatch: (query: string) => string;
  onClearSearch: () => void;
  /** How many threads the whole list holds, when `items` are only its newest (ADR 0058). */
  total?: number | undefined;
  /** Asked when the member opens "Show all" (the rest of a list that came as its newest). */
  onShowAll?: (() => void) | undefined;
};

/**
 * SPEC 2 "/chat": a preview of 3, 5 or 8 threads by screen width with "Show all (N)" to expand.
 * A search looks through every thread, not only the preview.
 */
export function PreviewList<Item>({
  label,
  items,
  query,
  keyOf,
  render,
  noMatch,
  onClearSearch,
  total,
  onShowAll,
}: PreviewListProps<Item>) {
  const t = useMessages("chat");
  const size = usePreviewSize();
  const { open: expanded, regionId: listId, buttonProps } = useDisclosure();
  const searching = query.trim() !== "";

  if (items.length === 0) {
    return (
      <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-gray-200 bg-white/60 px-6 py-10 text-center">
        <Icon node={SearchX} aria-hidden="true" className="size-7 text-gray-400" />
        <p role="status" className="text-base text-gray-600">
          {noMatch(query.trim())}
        </p>
        <Button variant="secondary" onClick={onClearSearch}>
          {t("clearSearch")}
        </Button>
      </div>
    );
  }

  const count = Math.max(total ?? 0, items.length);
  const collapsible = !searching && count > size;
  const shown = collapsible && !expanded ? items.slice(0, size) : items;
  const toggle = () => {
    if (!expanded) onShowAll?.();
    buttonProps.onClick();
  };

  return (
    <div className="overflow-hidden rounded-2xl border border-gray-200/80 bg-white shadow-sm">
      <ul id={listId} aria-label={label} className="divide-y divide-gray-100">
        {shown.map((item) => (
          <li key={keyOf(item)}>{render(item)}</li>
        ))}
      </ul>
      {collapsible && (
        <button
          {...buttonProps}
          onClick={toggle}
          className="flex min-h-12 w-full items-center justify-center gap-1.5 border-t border-gray-100 text-sm font-semibold text-brand-700 transition-colors hover:bg-brand-50 focus-ring focus-visible:ring-inset"
        >
          {expanded ? t("showFewer") : t("showAll", { count })}
          {expanded ? (
            <Icon node={ChevronUp} aria-hidden="true" className="size-4" />
          ) : (
            <Icon node={ChevronDown} aria-hidden="true" className="size-4" />
          )}
        </button>
      )}
    </div>
  );
}
