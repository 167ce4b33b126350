import { shortEventDays } from "@shared/share-card";
import { CalendarDays, MapPin } from "lucide";
import { EventImage } from "../../components/event-image";
import { IconLine } from "../../components/icon-line";
import { Skeleton } from "../../components/skeleton";
import { formatTime } from "../../lib/format";
import { SHARE_LINK_TEXTS as T } from "../../lib/texts";
import { useEventPreview } from "./invitation-api";

const BOX = "flex items-center gap-3.5 rounded-2xl bg-white p-3 shadow-sm ring-1 ring-brand-100";

/**
 * Which experience a shared link invited the visitor to (issue 27 item 5, ADR 0031): its cover,
 * name, days and area, above the sign-in button. Nothing when the link names no experience anyone
 * may see (or the preview cannot be read): the sign-in screen is then as usual.
 */
export function InvitationCard({ eventId }: { eventId: string }) {
  const preview = useEventPreview(eventId);
  if (preview.isPending) {
    return (
      <div role="status" aria-label={T.loadingInvitation} className={BOX}>
        <Skeleton className="size-20 shrink-0" />
        <div className="flex flex-1 flex-col gap-2">
          <Skeleton className="h-3 w-24" />
          <Skeleton className="h-5 w-4/5" />
          <Skeleton className="h-4 w-3/5" />
        </div>
      </div>
    );
  }
  if (!preview.data) return null;
  const event = preview.data;
  return (
    <section aria-labelledby="invitation-name" className={BOX}>
      <EventImage src={event.image} shape="thumb" priority className="size-20 shrink-0 rounded-xl" />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase">{T.invitedTo}</p>
        <h2 id="invitation-name" className="line-clamp-2 text-base leading-snug font-semibold text-gray-900">
          {event.name}
        </h2>
        <IconLine icon={CalendarDays}>{[shortEventDays(event), formatTime(event.time)].join(" · ")}</IconLine>
        <IconLine icon={MapPin} className="min-w-0" textClassName="truncate">
          {event.place}
        </IconLine>
      </div>
    </section>
  );
}
