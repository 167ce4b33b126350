import { PageHeader } from "../../../components/page-header";

export function DirectChatPage() {
  return <PageHeader title="Conversation" backTo="/chat" />;
}
