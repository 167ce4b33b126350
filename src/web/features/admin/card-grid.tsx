import { Skeleton, SkeletonItem, SkeletonList } from "../../components/skeleton";

/** The grid of the admin's card lists (flagged members, failed jobs): two columns on wide screens. */
export const CARD_GRID = "grid gap-3 lg:grid-cols-2 lg:gap-4";

/**
 * Cards of CARD_GRID while they load: a round picture (`media`, an avatar's by default) beside two
 * lines, then a block.
 */
export function CardGridSkeleton({ cards, media }: { cards: number; media?: string }) {
  return (
    <SkeletonList count={cards} className={CARD_GRID}>
      <div className="flex flex-col gap-3 rounded-2xl border border-gray-200/80 bg-white p-4 shadow-sm">
        <SkeletonItem
          media={media}
          className="flex items-center gap-3"
          lines={["h-4 w-1/2", "h-3.5 w-1/3"]}
        />
        <Skeleton className="h-14 w-full" />
      </div>
    </SkeletonList>
  );
}
