import { PageHeader } from "../../../components/page-header";

export function FlagDetailPage() {
  return <PageHeader title="Flag details" backTo="/admin/flag" />;
}
