import { PageHeader } from "../../../components/page-header";

export function AboutPage() {
  return <PageHeader title="About you" backTo="/profile/detail" />;
}
