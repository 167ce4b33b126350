import { LIMITS } from "@shared/limits";
import { ReasonDialog } from "../../../../components/reason-dialog";
import { ToastRegion, useToast } from "../../../../components/toast";
import { useMessages } from "../../../../lib/i18n";
import { failureSentence } from "../../../../lib/server-sentence";
import { useReportMessage } from "../../message-api";
import { THREAD_SENTENCES } from "../../thread-sentences";
import type { ThreadMessage } from "./types";

/**
 * Reporting a message to the admins (ADR 0036): a reason, then thanks once they have it. Opened from
 * a message's actions sheet and from the caution under a message (ADR 0046); it stays mounted for
 * its thanks to show after the dialog closes.
 */
export function MessageReport({ target, onClose }: { target: ThreadMessage | null; onClose: () => void }) {
  const t = useMessages("thread");
  const report = useReportMessage();
  const toasts = useToast();
  const close = () => {
    report.reset();
    onClose();
  };
  return (
    <>
      {target && (
        <ReasonDialog
          title={t("reportTitle")}
          description={t("reportDescription")}
          label={t("reason")}
          placeholder={t("reasonPlaceholder")}
          max={LIMITS.messageFlagReasonMaxLength}
          submitLabel={t("sendReport")}
          submitVariant="danger"
          busyLabel={t("pleaseWait")}
          requiredMessage={t("reasonRequired")}
          busy={report.isPending}
          error={report.isError ? failureSentence(report.error, THREAD_SENTENCES, t) : null}
          onClose={close}
          onSubmit={(reason) =>
            report.mutate(
              { messageId: target.id, reason },
              {
                // The server's thanks is always messageFlag.flagged, which the catalogue says.
                onSuccess: () => {
                  close();
                  toasts.show({ tone: "success", text: t("reported") });
                },
              },
            )
          }
        />
      )}
      <ToastRegion toast={toasts.toast} onDismiss={toasts.dismiss} />
    </>
  );
}
