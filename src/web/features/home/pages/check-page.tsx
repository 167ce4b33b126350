import { PageHeader } from "../../../components/page-header";

export function CheckPage() {
  return <PageHeader title="Check" backTo="/" />;
}
