import { MessageCircleWarning } from "lucide";
import { ADMIN_MESSAGE_FLAG_TEXTS } from "../../../../lib/texts";
import { QueueLink } from "../../queue-link";
import { useMessageFlags } from "../api";

/** The admin home's way to /admin/messages: "Reported messages (N)", amber while some wait. */
export function MessageFlagsLink({ className }: { className?: string }) {
  const count = useMessageFlags().data?.length;
  return (
    <QueueLink
      to="/admin/messages"
      icon={MessageCircleWarning}
      label={ADMIN_MESSAGE_FLAG_TEXTS.link(count)}
      count={count}
      className={className}
    />
  );
}
