import { PageHeader } from "../../../components/page-header";

export function ListingsPage() {
  return <PageHeader title="My Listings" />;
}
