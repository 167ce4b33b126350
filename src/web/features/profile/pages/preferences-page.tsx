import { PageHeader } from "../../../components/page-header";

export function PreferencesPage() {
  return <PageHeader title="Travel Preferences" backTo="/profile/detail" />;
}
