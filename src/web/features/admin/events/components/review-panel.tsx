import { Check, CircleCheck, X } from "lucide";
import { useEffect, useId, useRef } from "react";
import { Button } from "../../../../components/button";
import { Card } from "../../../../components/card";
import { ErrorBox } from "../../../../components/error-box";
import { Icon } from "../../../../components/icon";
import { useMessages } from "../../../../lib/i18n";
import type { AdminKey } from "../../admin-words";
import type { AdminEvent } from "../api";
import { adminStatusBadge, canReview } from "../status";
import { StatusBadge } from "./status-badge";

const EXPLANATIONS: Record<ReturnType<typeof adminStatusBadge>["tone"], AdminKey> = {
  pending: "explanationPending",
  verified: "explanationVerified",
  rejected: "explanationRejected",
  withdrawn: "explanationWithdrawn",
  cancelled: "explanationCancelled",
};

export type ReviewPanelProps = {
  event: AdminEvent;
  onApprove: () => void;
  onReject: () => void;
  /** The server's answer to the decision just made, e.g. "Listing approved.". */
  notice: string | null;
  /** A failure to show here once its dialog is gone (another admin decided first, for example). */
  error: string | null;
};

/** The listing's approval status, the rejection reason, and Approve / Reject while it is pending. */
export function ReviewPanel({ event, onApprove, onReject, notice, error }: ReviewPanelProps) {
  const t = useMessages("admin");
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const tone = adminStatusBadge(event).tone;

  // After a decision the buttons are gone: the keyboard lands on the new status instead of the page top.
  useEffect(() => {
    if (notice) headingRef.current?.focus();
  }, [notice]);

  return (
    <Card padding="lg" role="region" aria-labelledby={headingId}>
      <div className="flex items-center justify-between gap-3">
        <h2
          id={headingId}
          ref={headingRef}
          tabIndex={-1}
          className="text-lg font-semibold text-gray-900 focus:outline-none"
        >
          {t("approval")}
        </h2>
        <StatusBadge listing={event} size="md" />
      </div>
      <p className="mt-2 text-sm text-gray-600">{t(EXPLANATIONS[tone])}</p>

      {notice && (
        <p role="status" className="mt-4 flex items-center gap-2 text-sm font-semibold text-emerald-700">
          <Icon node={CircleCheck} aria-hidden="true" className="size-5 shrink-0" />
          {notice}
        </p>
      )}

      {event.status === "rejected" && (
        <div className="mt-4 rounded-xl bg-red-50 px-4 py-3">
          <p className="text-xs font-semibold tracking-wide text-red-700 uppercase">{t("rejectionReason")}</p>
          <p className="mt-1 text-sm break-words whitespace-pre-line text-red-900">
            {event.rejectionReason || t("noReasonRecorded")}
          </p>
        </div>
      )}

      {error && <ErrorBox className="mt-4">{error}</ErrorBox>}

      {canReview(event) && (
        <div className="mt-5 grid grid-cols-2 gap-3">
          <Button variant="danger-outline" onClick={onReject}>
            <Icon node={X} aria-hidden="true" className="size-5" />
            {t("reject")}
          </Button>
          <Button onClick={onApprove}>
            <Icon node={Check} aria-hidden="true" className="size-5" />
            {t("approve")}
          </Button>
        </div>
      )}
    </Card>
  );
}
