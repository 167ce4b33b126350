import { PageHeader } from "../../../components/page-header";

export function MatchingPage() {
  return <PageHeader title="Companion Matching" backTo="/profile/detail" />;
}
