export { EventDetailPage } from "./pages/event-detail-page";
export { EventsPage } from "./pages/events-page";
