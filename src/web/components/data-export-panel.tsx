import type { DataExport } from "@shared/contracts/my-data";
import { CircleAlert, Download, FileArchive, LoaderCircle } from "lucide";
import { formatDate, timeLabel } from "../lib/format";
import { MY_DATA_TEXTS } from "../lib/texts";
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
  error: string | null;
};

const until = (iso: string) => `${formatDate(iso)}, ${timeLabel(iso)}`;

/**
 * A member's copy of their data (ADR 0025) and where it stands: ask for it, "preparing" while the job
 * runs, "ready until TIME" with the Download button for 24 hours, then expired (ask again).
 */
export function DataExportPanel({
  copy,
  requestLabel,
  onRequest,
  requesting,
  onDownload,
  downloading,
  error,
}: DataExportPanelProps) {
  let state: React.ReactNode;
  if (copy === undefined) {
    state = <Skeleton className="h-13 w-full rounded-xl" />;
  } else if (copy?.status === "pending") {
    state = (
      <div role="status" className="flex items-start gap-3 rounded-xl bg-stone-50 px-4 py-3">
        <Icon
          node={LoaderCircle}
          aria-hidden="true"
          className="mt-0.5 size-5 shrink-0 animate-spin text-brand-600"
        />
        <div>
          <p className="text-sm font-semibold text-gray-900">{MY_DATA_TEXTS.preparing}</p>
          <p className="text-sm text-gray-600">{MY_DATA_TEXTS.preparingHint}</p>
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
          <p className="text-sm font-semibold text-emerald-800">{MY_DATA_TEXTS.ready}</p>
          <p className="text-sm text-emerald-800">{MY_DATA_TEXTS.readyUntil(until(copy.expiresAt))}</p>
        </div>
        <Button busy={downloading} busyLabel={MY_DATA_TEXTS.downloading} onClick={() => onDownload(copy)}>
          {!downloading && <Icon node={Download} aria-hidden="true" className="size-5" />}
          {MY_DATA_TEXTS.downloadFile}
        </Button>
      </div>
    );
  } else {
    state = (
      <>
        {copy && (
          <p role="status" className="mb-3 flex items-center gap-2 text-sm text-gray-600">
            <Icon node={CircleAlert} aria-hidden="true" className="size-4 shrink-0 text-gray-400" />
            {copy.status === "failed" ? MY_DATA_TEXTS.failed : MY_DATA_TEXTS.expired}
          </p>
        )}
        <Button variant="secondary" size="lg" fullWidth busy={requesting} onClick={onRequest}>
          {!requesting && <Icon node={Download} aria-hidden="true" className="size-5 text-brand-600" />}
          {copy ? MY_DATA_TEXTS.askAgain : requestLabel}
        </Button>
      </>
    );
  }
  return (
    <div>
      {state}
      {error && <ErrorBox className="mt-3">{error}</ErrorBox>}
    </div>
  );
}
