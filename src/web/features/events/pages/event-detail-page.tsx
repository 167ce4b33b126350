import { PageHeader } from "../../../components/page-header";

export function EventDetailPage() {
  return <PageHeader title="Experience" backTo="/events" />;
}
