import { PageHeader } from "../../../components/page-header";

export function ExperiencePage() {
  return <PageHeader title="My Experience" backTo="/profile" />;
}
