// A member's page: the link in a card, a chat or a notification opens it.
export { PersonDetailPage } from "./pages/person-detail-page";
