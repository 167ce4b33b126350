import { LIMITS } from "@shared/limits";
import { LISTING_REPORT_REASONS, type ListingReportReason } from "@shared/listing-report-reasons";
import { useId, useState } from "react";
import { CharacterCount } from "../../../components/character-count";
import { ErrorBox } from "../../../components/error-box";
import { ChoiceChips, Field, inputBoxClasses } from "../../../components/form-controls";
import { FormDialog } from "../../../components/form-dialog";
import { cn } from "../../../lib/cn";
import { type MessageKey, useMessages } from "../../../lib/i18n";
import { errorIn, serverSentence } from "../../../lib/server-sentence";
import { useReportListing } from "../report-listing-api";
import { REPORT_SERVER_KEYS } from "../server-keys";

type Key = MessageKey<"report-listing">;

// The reasons are the values the API takes; the member reads them in their language.
const REASON_KEYS: Record<ListingReportReason, Key> = {
  scam: "reasonScam",
  unsafe: "reasonUnsafe",
  misleading: "reasonMisleading",
  offensive: "reasonOffensive",
  other: "reasonOther",
};

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
  const t = useMessages("report-listing");
  const report = useReportListing(eventId);
  const choices = LISTING_REPORT_REASONS.map((value) => ({ value, label: t(REASON_KEYS[value]) }));
  const idPrefix = useId();
  const detailsId = useId();
  const countId = useId();
  const [reason, setReason] = useState("");
  const [details, setDetails] = useState("");
  const [missing, setMissing] = useState(false);
  const message = missing
    ? t("reasonRequired")
    : report.isError
      ? errorIn(t, REPORT_SERVER_KEYS, report.error)
      : null;
  return (
    <FormDialog
      onClose={onClose}
      title={t("title")}
      description={t("description")}
      actionLabel={t("send")}
      cancelLabel={t("cancel")}
      actionVariant="danger"
      busy={report.isPending}
      busyLabel={t("pleaseWait")}
      formClassName="flex flex-col gap-4"
      onSubmit={() => {
        if (!reason) {
          setMissing(true);
          document.getElementById(idPrefix)?.focus();
          return;
        }
        report.mutate(
          { reason, details },
          {
            onSuccess: (answer) =>
              onReported(serverSentence(t, REPORT_SERVER_KEYS, answer) ?? t("serverReported")),
          },
        );
      }}
    >
      <div>
        <p className="mb-2 text-sm font-semibold text-gray-800">{t("reason")}</p>
        <ChoiceChips
          name="listing-report-reason"
          label={t("reason")}
          choices={choices}
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
        label={t("details")}
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
          placeholder={t("detailsPlaceholder")}
          aria-describedby={countId}
          className={cn(inputBoxClasses, "resize-y py-3")}
        />
      </Field>
      {message && <ErrorBox>{message}</ErrorBox>}
    </FormDialog>
  );
}
