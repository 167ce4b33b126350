import { PageHeader } from "../../../components/page-header";

export function GroupChatPage() {
  return <PageHeader title="Group chat" backTo="/chat" />;
}
