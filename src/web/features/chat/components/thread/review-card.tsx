import type { EventDetail } from "@shared/contracts/events";
import { isEventOver } from "@shared/event-rules";
import { CircleCheck, Info, MessageSquareHeart, Star } from "lucide";
import { useState } from "react";
import { Button } from "../../../../components/button";
import { FeedbackDialogSlot } from "../../../../components/feedback-dialog-slot";
import { Icon } from "../../../../components/icon";
import { useMessages } from "../../../../lib/i18n";
import { CardShell } from "./card-shell";
import type { ThreadMessage } from "./types";

/**
 * SPEC 4 "Review": the host's request for reviews. An accepted seeker opens the feedback form from
 * here, but only once the event has ended; before that the SPEC's message shows instead. Reviews are
 * closed for rejected and cancelled events. The host sees the card alone.
 */
export function ReviewCard({
  text,
  message,
  eventId,
  event,
  reviewed,
  onReviewed,
}: {
  text: string;
  message: ThreadMessage;
  eventId: string;
  event: EventDetail | undefined;
  /** The member has just shared a review from this screen. */
  reviewed: boolean;
  onReviewed: (serverMessage: string) => void;
}) {
  const t = useMessages("thread");
  const [open, setOpen] = useState(false);
  const [tooEarly, setTooEarly] = useState(false);
  const canReview = event?.role === "seeker" && event.myRequest?.requestStatus === "accepted";
  const closed = event?.status === "rejected" || event?.eventStatus === "cancelled";

  let action = null;
  if (event && canReview) {
    if (reviewed) {
      action = (
        <p className="mt-3 flex items-center gap-2 rounded-xl bg-emerald-50 px-3 py-2.5 text-sm font-medium text-emerald-700">
          <Icon node={CircleCheck} aria-hidden="true" className="size-5 shrink-0" />
          {t("reviewShared")}
        </p>
      );
    } else {
      action = (
        <>
          <Button
            fullWidth
            className="mt-3"
            disabled={closed}
            onClick={() => {
              if (event.isOver || isEventOver(event)) setOpen(true);
              else setTooEarly(true);
            }}
          >
            <Icon node={MessageSquareHeart} aria-hidden="true" className="size-4" />
            {t("shareExperience")}
          </Button>
          {closed && <p className="mt-2 text-sm text-gray-600">{t("reviewsClosed")}</p>}
          {tooEarly && (
            <p
              role="status"
              className="mt-2 flex items-start gap-2 rounded-xl bg-brand-50 px-3 py-2.5 text-sm font-medium text-brand-900"
            >
              <Icon node={Info} aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              {t("reviewTooEarly")}
            </p>
          )}
          <FeedbackDialogSlot
            open={open}
            onClose={() => setOpen(false)}
            eventId={eventId}
            eventName={event.name}
            onDone={(serverMessage) => {
              setOpen(false);
              onReviewed(serverMessage);
            }}
          />
        </>
      );
    }
  }

  return (
    <CardShell icon={Star} kind={t("reviewRequest")} message={message} body={text}>
      {action}
    </CardShell>
  );
}
