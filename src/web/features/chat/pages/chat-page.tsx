import { PageHeader } from "../../../components/page-header";

export function ChatPage() {
  return <PageHeader title="Chat" />;
}
