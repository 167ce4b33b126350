import { SkeletonItem, SkeletonList } from "../../components/skeleton";

/** The list's rows while it loads (and while the panel's own code arrives). */
export function NotificationListSkeleton() {
  return (
    <SkeletonList count={3} className="divide-y divide-gray-100">
      <SkeletonItem
        hidden
        className="flex gap-3 px-4 py-3"
        media="size-9 shrink-0 rounded-full"
        linesClassName="flex-1 space-y-2 py-0.5"
        lines={["h-3.5 w-full", "h-3.5 w-2/3", "h-3 w-16"]}
      />
    </SkeletonList>
  );
}
