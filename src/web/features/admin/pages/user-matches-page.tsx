import { PageHeader } from "../../../components/page-header";

export function UserMatchesPage() {
  return <PageHeader title="Matchmaking" backTo="/admin/people" />;
}
