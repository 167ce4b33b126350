import { PageHeader } from "../../../components/page-header";

export function AdminEventReviewPage() {
  return <PageHeader title="Review event" backTo="/admin/event" />;
}
