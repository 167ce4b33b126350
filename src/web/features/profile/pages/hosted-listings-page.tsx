import { PageHeader } from "../../../components/page-header";

export function HostedListingsPage() {
  return <PageHeader title="My Listings" backTo="/profile" />;
}
