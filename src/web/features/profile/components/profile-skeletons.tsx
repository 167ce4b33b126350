import type { ReactNode } from "react";
import { SkeletonCard, SkeletonChipCard, SkeletonLines, SkeletonList } from "../../../components/skeleton";
import { HeroColumns } from "./profile-hero";

// The profile screen around these announces "Loading", so the lists stay quiet.

const LIST_BOX = "divide-y divide-gray-100 rounded-2xl border border-gray-200/80 bg-white shadow-sm";

/**
 * The hero's columns while they load: the hero (avatar, name and place, then `children`, what the
 * page shows below them) beside `rows` rows of links.
 */
export function HeroColumnsSkeleton({ rows, children }: { rows: number; children?: ReactNode }) {
  return (
    <HeroColumns>
      <SkeletonLines
        className="flex flex-col items-center gap-3 rounded-2xl border border-gray-200/80 bg-white px-6 py-8 shadow-sm"
        lines={["size-24 rounded-full", "h-6 w-40", "h-4 w-28"]}
      >
        {children}
      </SkeletonLines>
      <SkeletonList quiet count={rows} className={LIST_BOX}>
        <SkeletonLines
          className="flex items-center gap-4 px-4 py-4"
          lines={["size-10 rounded-full", "h-4 flex-1", "size-5 rounded-full"]}
        />
      </SkeletonList>
    </HeroColumns>
  );
}

export function FieldsSkeleton({ rows }: { rows: number }) {
  return (
    <SkeletonList quiet count={rows} className={LIST_BOX}>
      <SkeletonLines className="space-y-2 px-4 py-4" lines={["h-3 w-24", "h-5 w-48"]} />
    </SkeletonList>
  );
}

export function ChipsSkeleton({ groups }: { groups: number }) {
  return (
    <SkeletonList quiet count={groups} className="space-y-4">
      <SkeletonChipCard title="h-4 w-36" />
    </SkeletonList>
  );
}

export function CardsSkeleton({ cards }: { cards: number }) {
  return (
    <SkeletonList quiet count={cards} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      <SkeletonCard className="shadow-sm" />
    </SkeletonList>
  );
}
