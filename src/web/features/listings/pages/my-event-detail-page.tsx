import { EventDetailScreen } from "../components/event-detail-screen";

/** /listing/myevent/detail/{id}: a listing the member hosts (SPEC 2). */
export function MyEventDetailPage() {
  return <EventDetailScreen />;
}
