import { PageHeader } from "../../../components/page-header";

export function TrustPage() {
  return <PageHeader title="Trust & Safety" backTo="/profile/detail" />;
}
