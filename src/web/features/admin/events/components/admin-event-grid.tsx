import { CalendarX } from "lucide";
import { EmptyState } from "../../../../components/empty-state";
import { SkeletonItem, SkeletonList } from "../../../../components/skeleton";
import { useMessages } from "../../../../lib/i18n";
import type { AdminEvent } from "../api";
import { AdminEventCard } from "./admin-event-card";

const GRID = "grid gap-3 sm:grid-cols-2 sm:gap-4 lg:grid-cols-3 xl:grid-cols-4";

/** The listings in the server's order (pending first), or "No events found.". */
export function AdminEventGrid({ events }: { events: AdminEvent[] }) {
  const t = useMessages("admin");
  if (events.length === 0) return <EmptyState icon={CalendarX} text={t("noEventsFound")} />;
  return (
    <ul aria-label={t("eventsList")} className={GRID}>
      {events.map((event) => (
        <li key={event._id}>
          <AdminEventCard event={event} />
        </li>
      ))}
    </ul>
  );
}

export function AdminEventGridSkeleton({ cards = 8 }: { cards?: number }) {
  const t = useMessages("admin");
  return (
    <SkeletonList count={cards} className={GRID} label={t("loading")}>
      <SkeletonItem
        className="flex overflow-hidden rounded-2xl border border-gray-200/80 bg-white shadow-sm sm:flex-col"
        media="h-28 w-28 shrink-0 rounded-none sm:aspect-video sm:h-auto sm:w-full"
        linesClassName="flex flex-1 flex-col gap-2.5 p-3 sm:p-4"
        lines={["h-5 w-4/5", "h-4 w-1/2", "h-4 w-2/3", "h-4 w-3/5"]}
      />
    </SkeletonList>
  );
}
