import { useParams } from "react-router";
import { PageHeader } from "../../../components/page-header";

export function RequestReviewPage() {
  const { event = "" } = useParams();
  return (
    <PageHeader title="Review applicant" backTo={`/listing/myevent/detail/${encodeURIComponent(event)}`} />
  );
}
