import { PageHeader } from "../../../components/page-header";

export function PersonDetailPage() {
  return <PageHeader title="Member profile" backTo="/people" />;
}
