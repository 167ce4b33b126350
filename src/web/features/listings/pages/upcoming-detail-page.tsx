import { PageHeader } from "../../../components/page-header";

export function UpcomingDetailPage() {
  return <PageHeader title="Upcoming experience" backTo="/listing" />;
}
