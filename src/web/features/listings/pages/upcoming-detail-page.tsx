import { ListingDetailScreen } from "../components/listing-detail-screen";

/** /listing/upcoming/detail/{id}: an experience the member joined (SPEC 2). */
export function UpcomingDetailPage() {
  return <ListingDetailScreen />;
}
