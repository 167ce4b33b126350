import { LIMITS } from "@shared/limits";
import { LISTING_REPORT_REASONS } from "@shared/listing-report-reasons";
import { MODERATION_MESSAGES } from "@shared/texts";
import { useId, useState } from "react";
import { CharacterCount } from "../../../components/character-count";
import { ErrorBox } from "../../../components/error-box";
import { ChoiceChips, Field, inputBoxClasses } from "../../../components/form-controls";
import { FormDialog } from "../../../components/form-dialog";
import { errorMessage } from "../../../lib/api";
import { cn } from "../../../lib/cn";
import { REPORT_LISTING_TEXTS as T, TEXTS } from "../../../lib/texts";
import { useReportListing } from "../report-listing-api";

const CHOICES = LISTING_REPORT_REASONS.map((value) => ({ value, label: T.reasons[value] }));

/** The report's reason (one of the short list) and optional words; a refusal stays in the dialog. */
export function ReportListingDialog({
  eventId,
  onClose,
  onReported,
}: {
  eventId: string;
  onClose: () => void;
  onReported: (message: string) => void;
}) {
  const report = useReportListing(eventId);
  const idPrefix = useId();
  const detailsId = useId();
  const countId = useId();
  const [reason, setReason] = useState("");
  const [details, setDetails] = useState("");
  const [missing, setMissing] = useState(false);
  const message = missing
    ? MODERATION_MESSAGES.listingReasonRequired
    : report.isError
      ? errorMessage(report.error)
      : null;
  return (
    <FormDialog
      onClose={onClose}
      title={T.title}
      description={T.description}
      actionLabel={T.send}
      actionVariant="danger"
      busy={report.isPending}
      busyLabel={TEXTS.pleaseWait}
      formClassName="flex flex-col gap-4"
      onSubmit={() => {
        if (!reason) {
          setMissing(true);
          document.getElementById(idPrefix)?.focus();
          return;
        }
        report.mutate({ reason, details }, { onSuccess: onReported });
      }}
    >
      <div>
        <p className="mb-2 text-sm font-semibold text-gray-800">{T.reason}</p>
        <ChoiceChips
          name="listing-report-reason"
          label={T.reason}
          choices={CHOICES}
          value={reason}
          onChange={(value) => {
            setReason(value);
            setMissing(false);
          }}
          invalid={missing}
          idPrefix={idPrefix}
          layout="grid"
        />
      </div>
      <Field
        id={detailsId}
        label={T.details}
        aside={
          <CharacterCount id={countId} length={details.length} max={LIMITS.listingReportDetailsMaxLength} />
        }
      >
        <textarea
          id={detailsId}
          value={details}
          onChange={(e) => setDetails(e.target.value)}
          rows={3}
          maxLength={LIMITS.listingReportDetailsMaxLength}
          placeholder={T.detailsPlaceholder}
          aria-describedby={countId}
          className={cn(inputBoxClasses, "resize-y py-3")}
        />
      </Field>
      {message && <ErrorBox>{message}</ErrorBox>}
    </FormDialog>
  );
}
