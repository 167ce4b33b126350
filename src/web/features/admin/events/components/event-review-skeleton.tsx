import { Skeleton } from "../../../../components/skeleton";

export function EventReviewSkeleton() {
  return (
    <div
      role="status"
      aria-label="Loading"
      aria-live="polite"
      className="grid gap-6 md:grid-cols-[minmax(0,1fr)_20rem] md:items-start"
    >
      <div className="flex flex-col gap-5">
        <Skeleton className="aspect-video w-full rounded-2xl" />
        <Skeleton className="h-5 w-40" />
        <div className="grid gap-4 sm:grid-cols-2">
          {["a", "b", "c", "d", "e", "f"].map((key) => (
            <div key={key} className="flex items-center gap-3">
              <Skeleton className="size-10" />
              <div className="flex flex-1 flex-col gap-2">
                <Skeleton className="h-3 w-16" />
                <Skeleton className="h-4 w-32" />
              </div>
            </div>
          ))}
        </div>
      </div>
      <Skeleton className="h-44 w-full rounded-2xl" />
    </div>
  );
}
