import { PageHeader } from "../../../components/page-header";

export function FlagsPage() {
  return <PageHeader title="Flagged profiles" backTo="/admin" />;
}
