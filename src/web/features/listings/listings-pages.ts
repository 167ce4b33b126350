export { ListingsPage } from "./pages/listings-page";
export { MarkAttendancePage } from "./pages/mark-attendance-page";
export { MyEventDetailPage } from "./pages/my-event-detail-page";
export { RequestReviewPage } from "./pages/request-review-page";
export { UpcomingDetailPage } from "./pages/upcoming-detail-page";
