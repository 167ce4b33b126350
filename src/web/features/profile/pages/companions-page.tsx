import { PageHeader } from "../../../components/page-header";

export function CompanionsPage() {
  return <PageHeader title="My companions" backTo="/profile" />;
}
