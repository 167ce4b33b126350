import type { EventSummary } from "@shared/contracts/users";
import { CalendarCheck, CalendarHeart, Images, Mountain, Sparkles } from "lucide";
import { useState } from "react";
import { ChipGroup } from "../../../components/chip-group";
import { EventImage } from "../../../components/event-image";
import type { IconNode } from "../../../components/icon";
import { Link } from "../../../components/link";
import { RowChevron } from "../../../components/row-chevron";
import { TitledSection } from "../../../components/titled-section";
import { formatDateRangeIn } from "../../../lib/format";
import { useLanguage, useMessages } from "../../../lib/i18n";
import type { MatchedUser } from "../api";

function Photo({ src, alt }: { src: string; alt: string }) {
  const [failed, setFailed] = useState(false);
  if (failed) return <div aria-hidden="true" className="aspect-square w-full rounded-xl bg-stone-100" />;
  return (
    <img
      src={src}
      alt={alt}
      loading="lazy"
      decoding="async"
      onError={() => setFailed(true)}
      className="aspect-square w-full rounded-xl bg-stone-100 object-cover"
    />
  );
}

/** SPEC 2: the profile images in a 3-column grid. */
function PhotoGrid({ name, images }: { name: string; images: string[] }) {
  const t = useMessages("people");
  if (images.length === 0) return null;
  return (
    <TitledSection title={t("photos")} icon={Images} headingClassName="mb-3">
      <ul className="grid grid-cols-3 gap-2">
        {images.map((src, index) => (
          <li key={src}>
            <Photo src={src} alt={t("photoAlt", { name, n: index + 1 })} />
          </li>
        ))}
      </ul>
    </TitledSection>
  );
}

function Thumbnail({ image }: { image: string | null }) {
  return <EventImage shape="thumb" src={image} className="size-14 shrink-0 rounded-xl" />;
}

/** Events Hosted / Events Attended: compact rows, each opening /event/{id}. */
function EventList({
  title,
  icon,
  events,
  empty,
}: {
  title: string;
  icon: IconNode;
  events: EventSummary[];
  empty: string;
}) {
  const language = useLanguage();
  return (
    <TitledSection
      title={title}
      icon={icon}
      headingClassName="mb-3"
      aside={
        events.length > 0 && (
          <span className="rounded-full bg-stone-100 px-2.5 py-0.5 text-xs font-semibold text-gray-700 tabular-nums">
            {events.length}
          </span>
        )
      }
    >
      {events.length === 0 ? (
        <p className="text-sm text-gray-600">{empty}</p>
      ) : (
        <ul className="-mx-2 space-y-1">
          {events.map((event) => (
            <li key={event._id}>
              <Link
                to={`/event/${encodeURIComponent(event._id)}`}
                className="group flex items-center gap-3 rounded-xl p-2 transition-colors hover:bg-stone-50 focus-ring"
              >
                <Thumbnail image={event.image} />
                <span className="min-w-0 flex-1">
                  <span className="line-clamp-2 font-medium text-gray-900">{event.name}</span>
                  <span className="block truncate text-sm text-gray-600">
                    {formatDateRangeIn(language, event.fromDate, event.toDate)}
                  </span>
                  {event.location && (
                    <span className="block truncate text-sm text-gray-600">{event.location}</span>
                  )}
                </span>
                <RowChevron />
              </Link>
            </li>
          ))}
        </ul>
      )}
    </TitledSection>
  );
}

/** Photos, scenes and the member's history of events. */
export function PersonSections({ user }: { user: MatchedUser }) {
  const t = useMessages("people");
  return (
    <div className="space-y-4">
      <PhotoGrid name={user.name} images={user.profileImages ?? []} />
      <ChipGroup title={t("scenePreferences")} icon={Mountain} values={user.scenePreferences ?? []} />
      <ChipGroup title={t("idealScenes")} icon={Sparkles} values={user.idealScenes ?? []} />
      <EventList
        title={t("eventsHosted")}
        icon={CalendarHeart}
        events={user.eventsHosted ?? []}
        empty={t("noneHosted")}
      />
      <EventList
        title={t("eventsAttended")}
        icon={CalendarCheck}
        events={user.eventsAttended ?? []}
        empty={t("noneAttended")}
      />
    </div>
  );
}
