import { LoadingRegion } from "../../../components/loading-region";
import { CARD_LINES, SkeletonCard, SkeletonItem, SkeletonList } from "../../../components/skeleton";

/** Card-shaped placeholders while a list loads. */
export function CardsSkeleton({
  count = 3,
  layout,
  label,
}: {
  count?: number;
  layout: "rows" | "grid";
  /** Read aloud once for the whole list ("Loading"). */
  label: string;
}) {
  return (
    <LoadingRegion label={label}>
      <SkeletonList
        quiet
        count={count}
        className={layout === "grid" ? "grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3" : "space-y-3"}
      >
        {layout === "grid" ? (
          <SkeletonCard />
        ) : (
          <SkeletonItem
            className="flex gap-3 rounded-2xl border border-gray-200/80 bg-white p-3"
            media="size-20 shrink-0"
            linesClassName="flex-1 space-y-2 py-1"
            lines={CARD_LINES}
          />
        )}
      </SkeletonList>
    </LoadingRegion>
  );
}
