import { TEXTS } from "@shared/messages";
import { PageHeader } from "../../../components/page-header";

export function PeoplePage() {
  return <PageHeader title={TEXTS.peopleTitle} />;
}
