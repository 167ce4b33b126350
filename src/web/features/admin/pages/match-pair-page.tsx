import { useParams } from "react-router";
import { PageHeader } from "../../../components/page-header";

export function MatchPairPage() {
  const { id1 = "" } = useParams();
  return <PageHeader title="Score this pair" backTo={`/admin/people/match/${encodeURIComponent(id1)}`} />;
}
