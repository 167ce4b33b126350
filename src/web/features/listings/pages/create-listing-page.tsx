import { PageHeader } from "../../../components/page-header";

export function CreateListingPage() {
  return <PageHeader title="Create an experience" backTo="/listing" />;
}
