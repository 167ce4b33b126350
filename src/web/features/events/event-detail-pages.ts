export { EventDetailPage } from "./pages/event-detail-page";
