import { PageHeader } from "../../../components/page-header";

export function ProfilePage() {
  return <PageHeader title="Profile" />;
}
