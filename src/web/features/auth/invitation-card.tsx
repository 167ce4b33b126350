import { CalendarDays, MapPin } from "lucide";
import { EventImage } from "../../components/event-image";
import { IconLine } from "../../components/icon-line";
import { Skeleton } from "../../components/skeleton";
import { eventTimeIn, shortEventDaysIn } from "../../lib/event-times-in-words";
import { type Language, useLanguage, useMessages } from "../../lib/i18n";
import { useEventPreview } from "./invitation-api";

const BOX = "flex items-center gap-3.5 rounded-2xl bg-white p-3 shadow-sm ring-1 ring-brand-100";

// The days and time as the shared link's card says them: "Sat 12 Dec · 5:30 AM" (SPEC 9's clock),
// "शनि, 12 दिस॰ · सुबह 5:30".
function whenLine(language: Language, event: { fromDate: string; toDate: string; time: string }): string {
  return [shortEventDaysIn(language, event), eventTimeIn(language, event.time)].filter(Boolean).join(" · ");
}

/**
 * Which experience a shared link invited the visitor to (issue 27 item 5, ADR 0031): its cover,
 * name, days and area, above the sign-in button. Nothing when the link names no experience anyone
 * may see (or the preview cannot be read): the sign-in screen is then as usual.
 */
export function InvitationCard({ eventId }: { eventId: string }) {
  const preview = useEventPreview(eventId);
  const t = useMessages("signin");
  const language = useLanguage();
  if (preview.isPending) {
    return (
      <div role="status" aria-label={t("loadingInvitation")} className={BOX}>
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
        <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase">{t("invitedTo")}</p>
        <h2 id="invitation-name" className="line-clamp-2 text-base leading-snug font-semibold text-gray-900">
          {event.name}
        </h2>
        <IconLine icon={CalendarDays}>{whenLine(language, event)}</IconLine>
        <IconLine icon={MapPin} className="min-w-0" textClassName="truncate">
          {event.place}
        </IconLine>
      </div>
    </section>
  );
}
