import { EventDetailScreen } from "../components/event-detail-screen";

/** /listing/upcoming/detail/{id}: an experience the member joined (SPEC 2). */
export function UpcomingDetailPage() {
  return <EventDetailScreen />;
}
