import { LoadingRegion } from "../../../../components/loading-region";
import { Skeleton, SkeletonItem, SkeletonList } from "../../../../components/skeleton";
import { useMessages } from "../../../../lib/i18n";

export function EventReviewSkeleton() {
  const t = useMessages("admin");
  return (
    <LoadingRegion
      label={t("loading")}
      className="grid gap-6 md:grid-cols-[minmax(0,1fr)_20rem] md:items-start"
    >
      <div className="flex flex-col gap-5">
        <Skeleton className="aspect-video w-full rounded-2xl" />
        <Skeleton className="h-5 w-40" />
        <SkeletonList quiet count={6} className="grid gap-4 sm:grid-cols-2">
          <SkeletonItem
            className="flex items-center gap-3"
            media="size-10"
            lines={["h-3 w-16", "h-4 w-32"]}
          />
        </SkeletonList>
      </div>
      <Skeleton className="h-44 w-full rounded-2xl" />
    </LoadingRegion>
  );
}
