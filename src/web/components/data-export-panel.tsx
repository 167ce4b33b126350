import type { DataExport } from "@shared/contracts/my-data";
import { CircleAlert, Download, FileArchive, LoaderCircle } from "lucide";
import { Suspense } from "react";
import { formatDate, formatDateIn, timeLabel } from "../lib/format";
import { formatDateTime, type Language, useLanguage, useMessages } from "../lib/i18n";
import { MY_DATA_SENTENCES } from "../lib/queries/data-export";
import { failureSentence } from "../lib/server-sentence";
import { Button } from "./button";
import { ErrorBox } from "./error-box";
import { Icon } from "./icon";
import { Skeleton } from "./skeleton";

export type DataExportPanelProps = {
  /** The latest copy; null when none was asked for, undefined while it loads. */
  copy: DataExport | null | undefined;
  /** The button that asks for a copy ("Download my data", "Download data"). */
  requestLabel: string;
  onRequest: () => void;
  requesting: boolean;
  onDownload: (copy: DataExport) => void;
  downloading: boolean;
  /**
   * The last failure: the error itself, said by its code in the reader's language (ADR 0056), or a
   * sentence shown as it is.
   */
  error: Error | string | null;
};

const CLOCK: Intl.DateTimeFormatOptions = { hour: "numeric", minute: "2-digit", dayPeriod: "short" };

/** When a copy stops being offered, in the viewer's zone: "26 Nov 2026" and "10:01 AM" / "26 नव॰ 2026" and "सुबह 10:01". */
function until(language: Language, iso: string): { day: string; time: string } {
  if (language === "en") return { day: formatDate(iso), time: timeLabel(iso) };
  const date = new Date(iso);
  return {
    day: formatDateIn(language, iso),
    time: Number.isNaN(date.getTime()) ? "" : formatDateTime(language, date, CLOCK),
  };
}

const loadingState = <Skeleton className="h-13 w-full rounded-xl" />;

/**
 * A member's copy of their data (ADR 0025) and where it stands: ask for it, "preparing" while the job
 * runs, "ready until TIME" with the Download button for 24 hours, then expired (ask again). Its words
 * are the account area's: /profile loads them with the screen; another screen (an admin's page for a
 * member) shows the loading state until they are there.
 */
export function DataExportPanel(props: DataExportPanelProps) {
  return (
    <Suspense fallback={loadingState}>
      <ExportState {...props} />
    </Suspense>
  );
}

function ExportState({
  copy,
  requestLabel,
  onRequest,
  requesting,
  onDownload,
  downloading,
  error,
}: DataExportPanelProps) {
  const t = useMessages("account");
  const language = useLanguage();
  let state: React.ReactNode;
  if (copy === undefined) {
    state = loadingState;
  } else if (copy?.status === "pending") {
    state = (
      <div role="status" className="flex items-start gap-3 rounded-xl bg-stone-50 px-4 py-3">
        <Icon
          node={LoaderCircle}
          aria-hidden="true"
          className="mt-0.5 size-5 shrink-0 animate-spin text-brand-600"
        />
        <div>
          <p className="text-sm font-semibold text-gray-900">{t("dataPreparing")}</p>
          <p className="text-sm text-gray-600">{t("dataPreparingHint")}</p>
        </div>
      </div>
    );
  } else if (copy?.status === "ready" && copy.expiresAt) {
    state = (
      <div className="flex flex-col gap-3 rounded-xl border border-emerald-100 bg-emerald-50 px-4 py-3 sm:flex-row sm:items-center">
        <Icon
          node={FileArchive}
          aria-hidden="true"
          className="hidden size-6 shrink-0 text-emerald-700 sm:block"
        />
        <div role="status" className="min-w-0 flex-1">
          <p className="text-sm font-semibold text-emerald-800">{t("dataReady")}</p>
          <p className="text-sm text-emerald-800">{t("dataReadyUntil", until(language, copy.expiresAt))}</p>
        </div>
        <Button busy={downloading} busyLabel={t("dataDownloading")} onClick={() => onDownload(copy)}>
          {!downloading && <Icon node={Download} aria-hidden="true" className="size-5" />}
          {t("dataDownload")}
        </Button>
      </div>
    );
  } else {
    state = (
      <>
        {copy && (
          <p role="status" className="mb-3 flex items-center gap-2 text-sm text-gray-600">
            <Icon node={CircleAlert} aria-hidden="true" className="size-4 shrink-0 text-gray-400" />
            {copy.status === "failed" ? t("dataFailed") : t("dataExpired")}
          </p>
        )}
        <Button variant="secondary" size="lg" fullWidth busy={requesting} onClick={onRequest}>
          {!requesting && <Icon node={Download} aria-hidden="true" className="size-5 text-brand-600" />}
          {copy ? t("dataAskAgain") : requestLabel}
        </Button>
      </>
    );
  }
  return (
    <div>
      {state}
      {error && (
        <ErrorBox className="mt-3">
          {typeof error === "string" ? error : failureSentence(error, MY_DATA_SENTENCES, t)}
        </ErrorBox>
      )}
    </div>
  );
}
