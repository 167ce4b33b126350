import { Award, CalendarDays, HeartHandshake, ShieldCheck, Ticket, Users } from "lucide";
import { useEffect } from "react";
import { useParams } from "react-router";
import { BackButton } from "../../../components/back-button";
import { buttonClasses } from "../../../components/button";
import { categoryWords, costWords } from "../../../components/event-card-words";
import { EventDetailScreen } from "../../../components/event-detail-screen";
import { EventHostLink } from "../../../components/event-host-link";
import { EventImage } from "../../../components/event-image";
import { Fact } from "../../../components/fact";
import { HelpButtonSlot } from "../../../components/help-button-slot";
import { Icon } from "../../../components/icon";
import { Link } from "../../../components/link";
import { LoadingRegion } from "../../../components/loading-region";
import { ReviewsSectionSlot } from "../../../components/reviews-section-slot";
import { SafetyPanelSlot } from "../../../components/safety-panel-slot";
import { Skeleton, SkeletonRepeat } from "../../../components/skeleton";
import { cn } from "../../../lib/cn";
import { eventDaysIn } from "../../../lib/event-times-in-words";
import { type Translate, useLanguage, useMessages } from "../../../lib/i18n";
import { useCompatibility } from "../../../lib/queries/compatibility";
import { errorIn } from "../../../lib/server-sentence";
import { documentTitle } from "../../../lib/texts";
import { useUserId } from "../../../lib/use-session";
import type { EventDetail } from "../api";
import { EventActionPanel } from "../components/event-action-panel";
import { ReportListingButton } from "../components/report-listing-button";
import { ShareEventButton } from "../components/share-event-button";
import { WhereFact } from "../components/where-fact";
import { isEventHost } from "../event-action";
import { percentIn, ratingWords, startsLine } from "../event-detail-words";
import { EVENT_LOAD_SERVER_KEYS } from "../server-keys";

function HeroImage({ image }: { image: string | null }) {
  return (
    <div className="aspect-video overflow-hidden rounded-2xl bg-stone-100 shadow-sm">
      <EventImage src={image} priority className="size-full" />
    </div>
  );
}

function ApprovalBadge({ status, t }: { status: EventDetail["status"]; t: Translate<"event"> }) {
  if (status === "approved") return null;
  return (
    <span
      className={cn(
        "rounded-full px-3 py-1 text-xs font-semibold",
        status === "pending" ? "bg-amber-100 text-amber-800" : "bg-red-50 text-red-700",
      )}
    >
      {t(status === "pending" ? "pendingApproval" : "rejected")}
    </span>
  );
}

function EventView({ event }: { event: EventDetail }) {
  const t = useMessages("event");
  const language = useLanguage();
  const userId = useUserId();
  const host = isEventHost(event, userId);
  const compatibility = useCompatibility(host ? null : event.host._id);

  useEffect(() => {
    document.title = documentTitle(event.name);
  }, [event.name]);

  return (
    <article className="grid grid-cols-[minmax(0,1fr)] gap-5 md:grid-cols-[minmax(0,1fr)_minmax(300px,360px)] md:gap-x-8">
      <header className="flex flex-col gap-4 md:col-start-1 md:row-start-1">
        <HeroImage image={event.image} />
        <div className="flex flex-wrap items-center gap-2">
          <span className="rounded-full bg-brand-50 px-3 py-1 text-xs font-semibold text-brand-700">
            {categoryWords(t, event)}
          </span>
          {host && <ApprovalBadge status={event.status} t={t} />}
          <div className="ml-auto flex items-center gap-1">
            {!host && <ReportListingButton event={event} />}
            <ShareEventButton event={event} />
          </div>
        </div>
        <h1 className="text-2xl font-semibold tracking-tight text-balance text-gray-900 md:text-3xl">
          {event.name}
        </h1>
      </header>

      <aside className="md:col-start-2 md:row-span-2 md:row-start-1">
        {event.helpOpen && (
          <div className="mb-4">
            <HelpButtonSlot eventId={event._id} eventName={event.name} />
          </div>
        )}
        <div className="flex flex-col gap-4 rounded-2xl border border-gray-200/80 bg-white p-4 shadow-sm md:sticky md:top-6 md:p-5">
          <div className="divide-y divide-gray-100">
            <Fact icon={CalendarDays} label={t("when")}>
              <span className="block">{eventDaysIn(language, event)}</span>
              {event.time && (
                <span className="block text-sm text-gray-600">{startsLine(t, language, event)}</span>
              )}
            </Fact>
            <WhereFact event={event} />
            <div className="grid grid-cols-2 gap-2">
              <Fact icon={Users} label={t("totalSlots")}>
                {event.totalSlots}
              </Fact>
              <Fact icon={Users} label={t("availableSlots")}>
                {event.availableSlots}
                {event.waitlistCount > 0 && (
                  <span className="block text-sm text-gray-600">
                    {t("waitlistCount", { count: event.waitlistCount })}
                  </span>
                )}
              </Fact>
            </div>
            <Fact icon={Ticket} label={t("costTitle")}>
              <span className="font-semibold">{costWords(t, language, event)}</span>
            </Fact>
            <div className="grid grid-cols-2 gap-2">
              <Fact icon={Award} label={t("rating")}>
                {ratingWords(t, language, event.averageRating)}
              </Fact>
              {/* SPEC 6: compatibility is hidden on one's own event. */}
              {!host && (
                <Fact icon={HeartHandshake} label={t("compatibility")}>
                  {compatibility.loading ? (
                    <>
                      <Skeleton className="inline-block h-4 w-12 align-middle" />
                      <span className="sr-only">{t("loadingCompatibility")}</span>
                    </>
                  ) : compatibility.percent === null ? (
                    t("notAvailable")
                  ) : (
                    percentIn(language, compatibility.percent)
                  )}
                </Fact>
              )}
            </div>
          </div>
          {event.verifiedOnly && (
            <p className="flex items-start gap-2 rounded-xl bg-emerald-50 px-3 py-2.5 text-sm text-emerald-800">
              <Icon node={ShieldCheck} aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              <span>
                <span className="font-semibold">{t("verifiedOnly")}</span>
                <span className="block">{t("verifiedOnlyNote")}</span>
              </span>
            </p>
          )}
          <EventActionPanel event={event} />
        </div>
        {event.myRequest?.requestStatus === "accepted" && (
          <div className="mt-4">
            <SafetyPanelSlot eventId={event._id} eventName={event.name} />
          </div>
        )}
      </aside>

      <div className="flex flex-col gap-5 md:col-start-1 md:row-start-2">
        <EventHostLink
          host={event.host}
          label={t("hostedBy")}
          summary={t("eventsHosted", { count: event.host.eventsHosted })}
        />
        <section aria-labelledby="event-about">
          <h2 id="event-about" className="text-lg font-semibold text-gray-900">
            {t("about")}
          </h2>
          <p className="mt-2 text-base leading-relaxed whitespace-pre-line text-gray-700">
            {event.description}
          </p>
        </section>
        <ReviewsSectionSlot eventId={event._id} hostId={event.host._id} />
      </div>
    </article>
  );
}

function EventDetailSkeleton({ label }: { label: string }) {
  return (
    <LoadingRegion
      label={label}
      className="grid gap-5 md:grid-cols-[minmax(0,1fr)_minmax(300px,360px)] md:gap-x-8"
    >
      <div className="flex flex-col gap-4">
        <Skeleton className="aspect-video rounded-2xl" />
        <Skeleton className="h-6 w-32 rounded-full" />
        <Skeleton className="h-8 w-3/4" />
        <Skeleton className="h-20 w-full" />
      </div>
      <div className="flex flex-col gap-4 rounded-2xl border border-gray-200/80 bg-white p-5 shadow-sm">
        <SkeletonRepeat count={4}>
          <div className="flex items-center gap-3">
            <Skeleton className="size-9 rounded-full" />
            <Skeleton className="h-4 flex-1" />
          </div>
        </SkeletonRepeat>
        <Skeleton className="h-13 w-full" />
      </div>
    </LoadingRegion>
  );
}

/** SPEC 2 "/event/{eventId}": the event, its host and the member's action. */
export function EventDetailPage() {
  const t = useMessages("event");
  const { eventId = "" } = useParams();
  return (
    <EventDetailScreen
      eventId={eventId}
      header={
        <div className="mb-3">
          <BackButton fallback="/events" look="text" label={t("back")} />
        </div>
      }
      skeleton={<EventDetailSkeleton label={t("loading")} />}
      errorWords={{ describe: (error) => errorIn(t, EVENT_LOAD_SERVER_KEYS, error), retry: t("tryAgain") }}
      whenGone={
        <Link to="/events" className={cn(buttonClasses("secondary"), "-my-1 shrink-0")}>
          {t("browseEvents")}
        </Link>
      }
    >
      {(event) => <EventView event={event} />}
    </EventDetailScreen>
  );
}
