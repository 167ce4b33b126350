import { Skeleton } from "../../../components/skeleton";

export function HeroSkeleton() {
  return (
    <div className="flex flex-col items-center gap-3 rounded-2xl border border-gray-200/80 bg-white px-6 py-8 shadow-sm">
      <Skeleton className="size-24 rounded-full" />
      <Skeleton className="h-6 w-40" />
      <Skeleton className="h-4 w-28" />
    </div>
  );
}

export function RowsSkeleton({ rows }: { rows: number }) {
  return (
    <div className="divide-y divide-gray-100 rounded-2xl border border-gray-200/80 bg-white shadow-sm">
      {Array.from({ length: rows }, (_, i) => `row-${i}`).map((key) => (
        <div key={key} className="flex items-center gap-4 px-4 py-4">
          <Skeleton className="size-10 rounded-full" />
          <Skeleton className="h-4 flex-1" />
          <Skeleton className="size-5 rounded-full" />
        </div>
      ))}
    </div>
  );
}

export function FieldsSkeleton({ rows }: { rows: number }) {
  return (
    <div className="divide-y divide-gray-100 rounded-2xl border border-gray-200/80 bg-white shadow-sm">
      {Array.from({ length: rows }, (_, i) => `field-${i}`).map((key) => (
        <div key={key} className="space-y-2 px-4 py-4">
          <Skeleton className="h-3 w-24" />
          <Skeleton className="h-5 w-48" />
        </div>
      ))}
    </div>
  );
}

export function ChipsSkeleton({ groups }: { groups: number }) {
  return (
    <div className="space-y-4">
      {Array.from({ length: groups }, (_, i) => `group-${i}`).map((key) => (
        <div key={key} className="space-y-3 rounded-2xl border border-gray-200/80 bg-white p-5 shadow-sm">
          <Skeleton className="h-4 w-36" />
          <div className="flex flex-wrap gap-2">
            <Skeleton className="h-9 w-40 rounded-full" />
            <Skeleton className="h-9 w-32 rounded-full" />
            <Skeleton className="h-9 w-44 rounded-full" />
          </div>
        </div>
      ))}
    </div>
  );
}

export function CardsSkeleton({ cards }: { cards: number }) {
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {Array.from({ length: cards }, (_, i) => `card-${i}`).map((key) => (
        <div key={key} className="overflow-hidden rounded-2xl border border-gray-200/80 bg-white shadow-sm">
          <Skeleton className="aspect-video rounded-none" />
          <div className="space-y-2 p-4">
            <Skeleton className="h-5 w-3/4" />
            <Skeleton className="h-4 w-1/2" />
            <Skeleton className="h-4 w-2/5" />
          </div>
        </div>
      ))}
    </div>
  );
}
