import { LIMITS } from "@shared/limits";
import { MESSAGE_FLAG_MESSAGES } from "@shared/texts";
import { ReasonDialog } from "../../../../components/reason-dialog";
import { ToastRegion, useToast } from "../../../../components/toast";
import { errorMessage } from "../../../../lib/api";
import { MESSAGE_ACTION_TEXTS } from "../../../../lib/texts";
import { useReportMessage } from "../../message-api";
import type { ThreadMessage } from "./types";

/**
 * Reporting a message to the admins (ADR 0036): a reason, then thanks once they have it. Opened from
 * a message's actions sheet and from the caution under a message (ADR 0046); it stays mounted for
 * its thanks to show after the dialog closes.
 */
export function MessageReport({ target, onClose }: { target: ThreadMessage | null; onClose: () => void }) {
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
          title={MESSAGE_ACTION_TEXTS.reportTitle}
          description={MESSAGE_ACTION_TEXTS.reportDescription}
          label={MESSAGE_ACTION_TEXTS.reason}
          placeholder={MESSAGE_ACTION_TEXTS.reasonPlaceholder}
          max={LIMITS.messageFlagReasonMaxLength}
          submitLabel={MESSAGE_ACTION_TEXTS.sendReport}
          submitVariant="danger"
          requiredMessage={MESSAGE_FLAG_MESSAGES.reasonRequired}
          busy={report.isPending}
          error={report.isError ? errorMessage(report.error) : null}
          onClose={close}
          onSubmit={(reason) =>
            report.mutate(
              { messageId: target.id, reason },
              {
                onSuccess: (sentence) => {
                  close();
                  toasts.show({ tone: "success", text: sentence || MESSAGE_ACTION_TEXTS.reported });
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
