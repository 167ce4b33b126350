import { useParams } from "react-router";
import { EventDetailScreen } from "../../../components/event-detail-screen";
import { PageHeader } from "../../../components/page-header";
import { useMessages } from "../../../lib/i18n";
import { HostView } from "./host-view";
import { SeekerView } from "./seeker-view";
import { TwoColumnSkeleton } from "./two-column-skeleton";

/**
 * SPEC 2 "Joined-event detail": one screen behind both addresses. The event's `role` decides
 * the view, so a seeker opening a host address sees the seeker view and the other way round.
 */
export function ListingDetailScreen() {
  const t = useMessages("listings");
  const { id = "" } = useParams();
  return (
    <EventDetailScreen
      eventId={id}
      className="mx-auto w-full max-w-[1100px]"
      skeleton={
        <TwoColumnSkeleton
          titleClassName="mb-6 h-9 w-2/3"
          columns="md:grid-cols-[minmax(0,1.25fr)_minmax(0,1fr)]"
          main="aspect-video w-full rounded-2xl"
          side={{ actions: "h-11 w-full", facts: "h-48 w-full rounded-2xl" }}
        />
      }
      errorHeader={<PageHeader title={t("errorTitle")} backTo="/listing" backLabel={t("back")} />}
    >
      {(event) => (event.role === "host" ? <HostView event={event} /> : <SeekerView event={event} />)}
    </EventDetailScreen>
  );
}
