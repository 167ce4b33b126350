import { DatabaseZap, Trash2 } from "lucide";
import { useId, useState } from "react";
import { Button } from "../../../components/button";
import { DataExportPanel } from "../../../components/data-export-panel";
import { DeleteAccountDialog } from "../../../components/delete-account-dialog";
import { Icon } from "../../../components/icon";
import { errorMessage } from "../../../lib/api";
import { cn } from "../../../lib/cn";
import { MY_DATA_TEXTS } from "../../../lib/texts";
import { useDeleteAccount, useDownloadExport, useLatestExport, useRequestExport } from "./api";

/**
 * "Your data" on /profile (ADR 0025, India's DPDP Act): a copy of everything held about the member,
 * prepared in the background and offered for 24 hours, and the deletion of the account.
 */
export function YourDataSection({ className }: { className?: string }) {
  const headingId = useId();
  const latest = useLatestExport();
  const request = useRequestExport();
  const download = useDownloadExport();
  const remove = useDeleteAccount();
  const [confirming, setConfirming] = useState(false);
  const failure = request.error ?? download.error ?? (latest.isError ? latest.error : null);

  return (
    <section
      id="your-data"
      aria-labelledby={headingId}
      className={cn("rounded-2xl border border-gray-200/80 bg-white p-5 shadow-sm", className)}
    >
      <h2 id={headingId} className="flex items-center gap-2 text-base font-semibold text-gray-900">
        <Icon node={DatabaseZap} aria-hidden="true" className="size-5 text-brand-600" />
        {MY_DATA_TEXTS.title}
      </h2>
      <p className="mt-1 mb-4 text-sm text-gray-600">{MY_DATA_TEXTS.downloadHint}</p>
      <DataExportPanel
        copy={latest.isError ? null : latest.data}
        requestLabel={MY_DATA_TEXTS.download}
        onRequest={() => request.mutate()}
        requesting={request.isPending}
        onDownload={(copy) => download.mutate(copy)}
        downloading={download.isPending}
        error={failure ? errorMessage(failure) : null}
      />
      <div className="mt-5 border-t border-gray-100 pt-4">
        <p className="mb-3 text-sm text-gray-600">{MY_DATA_TEXTS.deleteHint}</p>
        <Button variant="danger-outline" size="lg" fullWidth onClick={() => setConfirming(true)}>
          <Icon node={Trash2} aria-hidden="true" className="size-5" />
          {MY_DATA_TEXTS.deleteAccount}
        </Button>
      </div>
      {confirming && (
        <DeleteAccountDialog
          title={MY_DATA_TEXTS.dialogTitle}
          description={MY_DATA_TEXTS.dialogDescription}
          onConfirm={(confirmation) => remove.mutate(confirmation)}
          onClose={() => {
            remove.reset();
            setConfirming(false);
          }}
          busy={remove.isPending}
          error={remove.error ? errorMessage(remove.error) : null}
        />
      )}
    </section>
  );
}
