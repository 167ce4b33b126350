import { categoryLabel, costLabel } from "@shared/event-rules";
import { DISCOVERY_TEXTS } from "@shared/texts/discovery";
import { Award, CalendarDays, HeartHandshake, ShieldCheck, Ticket, Users } from "lucide";
import { useEffect } from "react";
import { useParams } from "react-router";
import { BackButton } from "../../../components/back-button";
import { buttonClasses } from "../../../components/button";
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
import { eventDays, formatTime } from "../../../lib/format";
import { useCompatibility } from "../../../lib/queries/compatibility";
import {
  documentTitle,
  EVENT_TEXTS,
  eventsHostedLabel,
  ratingLabel,
  TEXTS,
  VERIFICATION_TEXTS,
} from "../../../lib/texts";
import { useUserId } from "../../../lib/use-session";
import type { EventDetail } from "../api";
import { EventActionPanel } from "../components/event-action-panel";
import { ReportListingButton } from "../components/report-listing-button";
import { ShareEventButton } from "../components/share-event-button";
import { WhereFact } from "../components/where-fact";
import { isEventHost } from "../event-action";

function HeroImage({ image }: { image: string | null }) {
  return (
    <div className="aspect-video overflow-hidden rounded-2xl bg-stone-100 shadow-sm">
      <EventImage src={image} priority className="size-full" />
    </div>
  );
}

function ApprovalBadge({ status }: { status: EventDetail["status"] }) {
  if (status === "approved") return null;
  return (
    <span
      className={cn(
        "rounded-full px-3 py-1 text-xs font-semibold",
        status === "pending" ? "bg-amber-100 text-amber-800" : "bg-red-50 text-red-700",
      )}
    >
      {status === "pending" ? TEXTS.pendingApproval : TEXTS.rejected}
    </span>
  );
}

function EventView({ event }: { event: EventDetail }) {
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
            {categoryLabel(event)}
          </span>
          {host && <ApprovalBadge status={event.status} />}
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
            <Fact icon={CalendarDays} label={EVENT_TEXTS.when}>
              <span className="block">{eventDays(event)}</span>
              {event.time && (
                <span className="block text-sm text-gray-600">
                  {EVENT_TEXTS.startsAt(formatTime(event.time))}
                  {event.endTime && ` · ${DISCOVERY_TEXTS.endsAt(formatTime(event.endTime))}`}
                </span>
              )}
            </Fact>
            <WhereFact event={event} />
            <div className="grid grid-cols-2 gap-2">
              <Fact icon={Users} label={EVENT_TEXTS.totalSlots}>
                {event.totalSlots}
              </Fact>
              <Fact icon={Users} label={EVENT_TEXTS.availableSlots}>
                {event.availableSlots}
                {event.waitlistCount > 0 && (
                  <span className="block text-sm text-gray-600">
                    {EVENT_TEXTS.waitlistCount(event.waitlistCount)}
                  </span>
                )}
              </Fact>
            </div>
            <Fact icon={Ticket} label={EVENT_TEXTS.cost}>
              <span className="font-semibold">{costLabel(event.paymentType, event.cost)}</span>
            </Fact>
            <div className="grid grid-cols-2 gap-2">
              <Fact icon={Award} label={EVENT_TEXTS.rating}>
                {ratingLabel(event.averageRating)}
              </Fact>
              {/* SPEC 6: compatibility is hidden on one's own event. */}
              {!host && (
                <Fact icon={HeartHandshake} label={EVENT_TEXTS.compatibility}>
                  {compatibility.loading ? (
                    <>
                      <Skeleton className="inline-block h-4 w-12 align-middle" />
                      <span className="sr-only">{EVENT_TEXTS.loadingCompatibility}</span>
                    </>
                  ) : compatibility.percent === null ? (
                    TEXTS.notAvailable
                  ) : (
                    `${compatibility.percent}%`
                  )}
                </Fact>
              )}
            </div>
          </div>
          {event.verifiedOnly && (
            <p className="flex items-start gap-2 rounded-xl bg-emerald-50 px-3 py-2.5 text-sm text-emerald-800">
              <Icon node={ShieldCheck} aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              <span>
                <span className="font-semibold">{VERIFICATION_TEXTS.verifiedOnly}</span>
                <span className="block">{VERIFICATION_TEXTS.verifiedOnlyNote}</span>
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
        <EventHostLink host={event.host} summary={eventsHostedLabel(event.host.eventsHosted)} />
        <section aria-labelledby="event-about">
          <h2 id="event-about" className="text-lg font-semibold text-gray-900">
            {EVENT_TEXTS.about}
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

function EventDetailSkeleton() {
  return (
    <LoadingRegion
      label={EVENT_TEXTS.loading}
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
  const { eventId = "" } = useParams();
  return (
    <EventDetailScreen
      eventId={eventId}
      header={
        <div className="mb-3">
          <BackButton fallback="/events" look="text" label={EVENT_TEXTS.back} />
        </div>
      }
      skeleton={<EventDetailSkeleton />}
      whenGone={
        <Link to="/events" className={cn(buttonClasses("secondary"), "-my-1 shrink-0")}>
          {EVENT_TEXTS.browseEvents}
        </Link>
      }
    >
      {(event) => <EventView event={event} />}
    </EventDetailScreen>
  );
}
