import { weekendInIndia } from "@shared/weekend";
import { CalendarSearch, ChevronRight } from "lucide";
import { useId } from "react";
import { buttonClasses } from "../../../components/button";
import { EventCard, EventCardSkeleton } from "../../../components/event-card";
import { cardWords, reasonLine } from "../../../components/event-card-words";
import { Icon } from "../../../components/icon";
import { IconBadge } from "../../../components/icon-badge";
import { Link } from "../../../components/link";
import { QueryError } from "../../../components/load-error";
import { SkeletonList } from "../../../components/skeleton";
import { cn } from "../../../lib/cn";
import { formatDateTime, type Language, useLanguage, useMessages } from "../../../lib/i18n";
import { useNearParam } from "../../../lib/near-me";
import { useWeekendEvents, WEEKEND_CARDS, weekendFilters, weekendListPath } from "../weekend-events";

// On a phone the cards are a row to swipe, each most of the screen wide with the next one peeking
// in (four stacked cards would push everything else a screen and a half down); from 640 px a grid,
// one row of four where there is room. The row bleeds to the screen's edges under the page padding.
const ROW = cn(
  "-mx-4 flex snap-x snap-mandatory scroll-px-4 gap-3 overflow-x-auto px-4 pb-2",
  "sm:mx-0 sm:grid sm:grid-cols-2 sm:gap-4 sm:overflow-visible sm:px-0 sm:pb-0 xl:grid-cols-4",
);
const ITEM = "flex w-[82%] max-w-80 shrink-0 snap-start sm:w-auto sm:max-w-none";

/** "Sat, 5 Dec – Sun, 6 Dec", or the one day left on a Sunday, in the member's language. */
function weekendDates(language: Language, from: string, to: string, range: (f: string, t: string) => string) {
  // Noon of the day on the device's clock, so the day printed is the day meant in any time zone.
  const day = (date: string) =>
    formatDateTime(language, new Date(`${date}T12:00:00`), {
      weekday: "short",
      day: "numeric",
      month: "short",
    });
  return from === to ? day(from) : range(day(from), day(to));
}

// Nothing on: one line and the way to everything, a row's height rather than a screen's. (Not
// components/empty-state: importing it here moved it into /signin's first scripts, ADR 0053.)
function WeekendEmpty({ text, browse }: { text: string; browse: string }) {
  return (
    <div className="flex flex-col items-start gap-4 rounded-2xl border border-dashed border-gray-200 bg-white/60 p-5 sm:flex-row sm:items-center">
      <IconBadge icon={CalendarSearch} size="lg" />
      <p className="min-w-0 flex-1 text-base text-gray-700">{text}</p>
      <Link to="/events" className={buttonClasses("secondary", "md")}>
        {browse}
      </Link>
    </div>
  );
}

/**
 * Issue 41: "This weekend near you" on home, the first few of the weekend's listings around the
 * member with the why-line /events shows, and the way to all of them.
 */
export function WeekendSection() {
  const t = useMessages("home");
  const words = useMessages("events");
  const language = useLanguage();
  const headingId = useId();
  const near = useNearParam();
  // Read at each render: home renders again as its queries answer, and every time it is opened.
  const filters = weekendFilters(weekendInIndia(), near);
  const query = useWeekendEvents(filters, near);
  const events = query.data ?? [];

  return (
    <section aria-labelledby={headingId}>
      <div className="mb-3 flex items-end justify-between gap-3">
        <div className="min-w-0">
          <h2 id={headingId} className="text-xl font-semibold text-gray-900">
            {t("weekendHeading")}
          </h2>
          <p className="text-sm text-gray-600">
            {weekendDates(language, filters.from, filters.to, (from, to) => t("weekendDates", { from, to }))}
          </p>
        </div>
        {events.length > 0 && (
          <Link
            to={weekendListPath(filters)}
            aria-describedby={headingId}
            className="-mr-2 inline-flex min-h-11 shrink-0 items-center gap-1 rounded-xl px-2 text-sm font-semibold text-brand-700 hover:bg-brand-50 focus-ring"
          >
            {t("weekendSeeAll")}
            <Icon node={ChevronRight} aria-hidden="true" className="size-4" />
          </Link>
        )}
      </div>

      {query.isPending ? (
        <SkeletonList count={WEEKEND_CARDS} className={ROW} label={t("weekendLoading")}>
          <div className={ITEM}>
            <div className="w-full">
              <EventCardSkeleton />
            </div>
          </div>
        </SkeletonList>
      ) : query.isError ? (
        <QueryError query={query} words={{ describe: () => t("weekendError"), retry: t("tryAgain") }} />
      ) : events.length === 0 ? (
        <WeekendEmpty text={t("weekendEmpty")} browse={t("weekendBrowse")} />
      ) : (
        <ul className={ROW}>
          {events.map((event) => (
            <li key={event._id} className={ITEM}>
              <EventCard
                event={event}
                words={cardWords(words, language, event)}
                reason={event.reasons?.length ? reasonLine(words, language, event.reasons) : event.reason}
                headingLevel={3}
                className="w-full"
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
