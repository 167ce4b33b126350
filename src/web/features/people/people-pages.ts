export { PeoplePage } from "./pages/people-page";
export { PersonDetailPage } from "./pages/person-detail-page";
