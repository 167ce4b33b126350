import { PageHeader } from "../../../components/page-header";

export function AdminUsersPage() {
  return <PageHeader title="Admin · Users" />;
}
