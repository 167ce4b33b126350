import { PageHeader } from "../../../components/page-header";

export function AccountDetailsPage() {
  return <PageHeader title="Account details" backTo="/profile" />;
}
