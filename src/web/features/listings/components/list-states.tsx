import { LoadingRegion } from "../../../components/loading-region";
import { Skeleton } from "../../../components/skeleton";

/** Card-shaped placeholders while a list loads. */
export function CardsSkeleton({ count = 3, layout }: { count?: number; layout: "rows" | "grid" }) {
  const keys = Array.from({ length: count }, (_, i) => `card-${i}`);
  return (
    <LoadingRegion>
      <div
        className={layout === "grid" ? "grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3" : "space-y-3"}
      >
        {keys.map((key) =>
          layout === "grid" ? (
            <div key={key} className="overflow-hidden rounded-2xl border border-gray-200/80 bg-white">
              <Skeleton className="aspect-video rounded-none" />
              <div className="space-y-2 p-4">
                <Skeleton className="h-5 w-3/4" />
                <Skeleton className="h-4 w-1/2" />
                <Skeleton className="h-4 w-2/5" />
              </div>
            </div>
          ) : (
            <div key={key} className="flex gap-3 rounded-2xl border border-gray-200/80 bg-white p-3">
              <Skeleton className="size-20 shrink-0" />
              <div className="flex-1 space-y-2 py-1">
                <Skeleton className="h-5 w-3/4" />
                <Skeleton className="h-4 w-1/2" />
                <Skeleton className="h-4 w-2/5" />
              </div>
            </div>
          ),
        )}
      </div>
    </LoadingRegion>
  );
}
