import { ListingDetailScreen } from "../components/listing-detail-screen";

/** /listing/myevent/detail/{id}: a listing the member hosts (SPEC 2). */
export function MyEventDetailPage() {
  return <ListingDetailScreen />;
}
