import { eventPath, isShareable } from "@shared/share-card";
import { Share2 } from "lucide";
import { Button } from "../../../components/button";
import { Icon } from "../../../components/icon";
import { ToastRegion, useToast } from "../../../components/toast";
import { shortEventDaysIn } from "../../../lib/event-times-in-words";
import { useLanguage, useMessages } from "../../../lib/i18n";
import type { EventDetail } from "../api";

type Shared = Pick<
  EventDetail,
  "_id" | "name" | "fromDate" | "toDate" | "city" | "state" | "status" | "eventStatus"
>;

const isDismissal = (error: unknown) => error instanceof DOMException && error.name === "AbortError";

/**
 * The experience's own link (issue 27 item 5, ADR 0031): the phone's share sheet where there is one
 * (WhatsApp, Telegram...), else the link copied. Only on a listed experience that is not over:
 * a link to anything else shows no card and opens nothing for the one it is sent to.
 */
export function ShareEventButton({ event, className }: { event: Shared; className?: string }) {
  const t = useMessages("event");
  const language = useLanguage();
  const { toast, show, dismiss } = useToast();
  if (!isShareable(event)) return null;

  const url = `${window.location.origin}${eventPath(event._id)}`;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      show({ tone: "success", text: t("copied") });
    } catch {
      show({ tone: "error", text: t("copyFailed") });
    }
  };
  const share = async () => {
    if (typeof navigator.share === "function") {
      const text = t("shareText", {
        name: event.name,
        when: shortEventDaysIn(language, event),
        place: `${event.city}, ${event.state}`,
      });
      try {
        await navigator.share({ title: event.name, text, url });
        return;
      } catch (error) {
        // Closed by the member: nothing to say. Refused by the browser: the link is copied instead.
        if (isDismissal(error)) return;
      }
    }
    await copy();
  };

  return (
    <>
      <Button
        variant="secondary"
        onClick={() => void share()}
        aria-label={t("shareLabel", { name: event.name })}
        className={className}
      >
        <Icon node={Share2} aria-hidden="true" className="size-4" />
        {t("share")}
      </Button>
      <ToastRegion toast={toast} onDismiss={dismiss} />
    </>
  );
}
