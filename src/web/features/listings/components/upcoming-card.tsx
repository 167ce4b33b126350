import { CalendarDays, ChevronDown, MapPin, MessageCircle } from "lucide";
import { Avatar } from "../../../components/avatar";
import { buttonClasses } from "../../../components/button";
import { EventImage } from "../../../components/event-image";
import { Icon } from "../../../components/icon";
import { Link } from "../../../components/link";
import { cn } from "../../../lib/cn";
import { eventWhenIn } from "../../../lib/event-times-in-words";
import { useLanguage, useMessages } from "../../../lib/i18n";
import { useDisclosure } from "../../../lib/use-disclosure";
import type { UpcomingEvent } from "../api";
import { Badge } from "./status-badge";

/** Where the member stands: asked, in, or the host called it off. */
function MemberState({ event }: { event: UpcomingEvent }) {
  const t = useMessages("listings");
  if (event.eventStatus === "cancelled") return <Badge tone="gray">{t("cancelledByHost")}</Badge>;
  return event.myRequest.requestStatus === "accepted" ? (
    <Badge tone="green">{t("joined")}</Badge>
  ) : (
    <Badge tone="amber">{t("requestSent")}</Badge>
  );
}

function Faces({ event }: { event: UpcomingEvent }) {
  const t = useMessages("listings");
  if (event.myRequest.requestStatus !== "accepted") {
    return <p className="text-sm text-gray-600">{t("notAcceptedYet")}</p>;
  }
  if (event.participants.length === 0) {
    return <p className="text-sm text-gray-600">{t("noOneYet")}</p>;
  }
  return (
    <ul aria-label={t("whoIsGoing")} className="flex flex-wrap items-center -space-x-2">
      {event.participants.map((person) => (
        <li key={person._id} title={person.name}>
          <Avatar src={person.avatar} name={person.name} size="sm" />
        </li>
      ))}
    </ul>
  );
}

/** An experience the member joined or asked to join: tap to see who is going, View and Show Chat. */
export function UpcomingCard({ event }: { event: UpcomingEvent }) {
  const t = useMessages("listings");
  const language = useLanguage();
  const { open, regionId: panelId, buttonProps } = useDisclosure();
  return (
    <article className="overflow-hidden rounded-2xl border border-gray-200/80 bg-white shadow-sm">
      <h3>
        <button
          {...buttonProps}
          className="flex w-full items-center gap-3 p-3 text-left transition-colors hover:bg-stone-50 focus-ring focus-visible:ring-inset"
        >
          <EventImage shape="thumb" src={event.image} className="size-20 shrink-0 rounded-xl" />
          <span className="flex min-w-0 flex-1 flex-col gap-1">
            <span className="line-clamp-2 text-base font-semibold text-gray-900">{event.name}</span>
            <span className="flex items-start gap-1.5 text-sm font-normal text-gray-600">
              <Icon
                node={CalendarDays}
                aria-hidden="true"
                className="mt-0.5 size-4 shrink-0 text-brand-600"
              />
              <span>{eventWhenIn(language, event)}</span>
            </span>
            <span className="flex items-center gap-1.5 text-sm font-normal text-gray-600">
              <Icon node={MapPin} aria-hidden="true" className="size-4 shrink-0 text-brand-600" />
              <span className="truncate">{event.location}</span>
            </span>
            <span>
              <MemberState event={event} />
            </span>
          </span>
          <Icon
            node={ChevronDown}
            aria-hidden="true"
            className={cn("size-5 shrink-0 text-gray-400 transition-transform", open && "rotate-180")}
          />
        </button>
      </h3>
      <div id={panelId} hidden={!open} className="space-y-4 border-t border-gray-100 px-4 py-4">
        <Faces event={event} />
        <div className="flex flex-wrap gap-2">
          <Link
            to={`/listing/upcoming/detail/${encodeURIComponent(event._id)}`}
            aria-label={t("viewEvent", { name: event.name })}
            className={buttonClasses("primary")}
          >
            {t("view")}
          </Link>
          {event.groupId && (
            <Link
              to={`/chats/group/${encodeURIComponent(event.groupId)}/${encodeURIComponent(event._id)}`}
              className={buttonClasses("secondary")}
            >
              <Icon node={MessageCircle} aria-hidden="true" className="size-4" />
              {t("showChat")}
            </Link>
          )}
        </div>
      </div>
    </article>
  );
}
