import type { DataExport } from "@shared/contracts/my-data";
import { type ReactNode, useState } from "react";
import { DataExportPanel } from "./data-export-panel";
import { DeleteAccountDialog } from "./delete-account-dialog";

/** What the controls need of a request (a react-query mutation fits). */
type Request<Variables> = {
  mutate: (variables: Variables) => void;
  reset: () => void;
  isPending: boolean;
  error: Error | null;
};

export type MemberDataControlsProps = {
  /** The latest copy, as read (undefined while it loads). */
  latest: { data: DataExport | null | undefined; isError: boolean; error: Error | null };
  /** Asks for a new copy. */
  request: Request<void>;
  download: Request<DataExport>;
  /** Deletes the account, given the typed confirmation word. */
  remove: Request<string>;
  /** The button that asks for a copy ("Download my data", "Download data"). */
  requestLabel: string;
  dialogTitle: string;
  dialogDescription: string;
  /** The "Delete account" button, given what opens the confirmation. */
  deleteButton: (confirm: () => void) => ReactNode;
};

/**
 * A member's rights over their data (ADR 0025), for the member on /profile and for an admin acting on
 * their request: the copy of their data, then the deletion of the account behind a typed confirmation.
 */
export function MemberDataControls({
  latest,
  request,
  download,
  remove,
  requestLabel,
  dialogTitle,
  dialogDescription,
  deleteButton,
}: MemberDataControlsProps) {
  const [confirming, setConfirming] = useState(false);
  const failure = request.error ?? download.error ?? (latest.isError ? latest.error : null);
  return (
    <>
      <DataExportPanel
        copy={latest.isError ? null : latest.data}
        requestLabel={requestLabel}
        onRequest={() => request.mutate()}
        requesting={request.isPending}
        onDownload={(copy) => download.mutate(copy)}
        downloading={download.isPending}
        error={failure ?? null}
      />
      {deleteButton(() => setConfirming(true))}
      {confirming && (
        <DeleteAccountDialog
          title={dialogTitle}
          description={dialogDescription}
          onConfirm={(confirmation) => remove.mutate(confirmation)}
          onClose={() => {
            remove.reset();
            setConfirming(false);
          }}
          busy={remove.isPending}
          error={remove.error ?? null}
        />
      )}
    </>
  );
}
