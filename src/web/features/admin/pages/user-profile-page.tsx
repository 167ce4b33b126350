import { PageHeader } from "../../../components/page-header";

export function AdminUserProfilePage() {
  return <PageHeader title="User profile" backTo="/admin" />;
}
