import { TEXTS } from "@shared/messages";
import { PageHeader } from "../../../components/page-header";

export function MatchmakingPage() {
  return <PageHeader title={TEXTS.manualMatchmaking} />;
}
