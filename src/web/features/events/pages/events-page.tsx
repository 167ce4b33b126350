import { TEXTS } from "@shared/messages";
import { PageHeader } from "../../../components/page-header";

export function EventsPage() {
  return <PageHeader title={TEXTS.eventsHeading} />;
}
