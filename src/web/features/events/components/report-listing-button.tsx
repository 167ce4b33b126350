import { Flag } from "lucide";
import { lazy, Suspense, useState } from "react";
import { Button } from "../../../components/button";
import { Icon } from "../../../components/icon";
import { ToastRegion, useToast } from "../../../components/toast";
import { useMessages, withWords } from "../../../lib/i18n";

// The dialog (and the report's contract) loads on first use: the event page's first visit stays light.
// Its words are fetched beside its code, so neither waits for the other.
const ReportListingDialog = lazy(async () => ({
  default: (await withWords(import("./report-listing-dialog"), "report-listing")).ReportListingDialog,
}));

/**
 * "Report" on an experience's page, for members who do not host it (issue 42 item 4, ADR 0043): a
 * reason from the short list and optional words go to the admins' one queue; the thank-you shows
 * as a toast, a refusal (a second report) stays in the dialog.
 */
export function ReportListingButton({
  event,
  className,
}: {
  event: { _id: string; name: string };
  className?: string;
}) {
  const t = useMessages("event");
  const [open, setOpen] = useState(false);
  const { toast, show, dismiss } = useToast();
  return (
    <>
      <Button
        variant="ghost"
        onClick={() => setOpen(true)}
        aria-label={t("reportLabel", { name: event.name })}
        className={className}
      >
        <Icon node={Flag} aria-hidden="true" className="size-4" />
        {t("report")}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <ReportListingDialog
            eventId={event._id}
            onClose={() => setOpen(false)}
            onReported={(message) => {
              setOpen(false);
              show({ tone: "success", text: message });
            }}
          />
        </Suspense>
      )}
      <ToastRegion toast={toast} onDismiss={dismiss} />
    </>
  );
}
