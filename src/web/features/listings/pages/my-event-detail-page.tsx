import { PageHeader } from "../../../components/page-header";

export function MyEventDetailPage() {
  return <PageHeader title="Your experience" backTo="/listing" />;
}
