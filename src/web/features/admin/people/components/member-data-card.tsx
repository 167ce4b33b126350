import { DatabaseZap, Trash2 } from "lucide";
import { useState } from "react";
import { Button } from "../../../../components/button";
import { Card } from "../../../../components/card";
import { DataExportPanel } from "../../../../components/data-export-panel";
import { DeleteAccountDialog } from "../../../../components/delete-account-dialog";
import { Icon } from "../../../../components/icon";
import { errorMessage } from "../../../../lib/api";
import { MY_DATA_TEXTS } from "../../../../lib/texts";
import {
  useDeleteMember,
  useDownloadMemberExport,
  useMemberExport,
  useRequestMemberExport,
} from "../member-data-api";

/** "Download data" and "Delete account" for a member, on their request (ADR 0025); not for admins. */
export function MemberDataCard({ member }: { member: { _id: string; name: string } }) {
  const latest = useMemberExport(member._id);
  const request = useRequestMemberExport(member._id);
  const download = useDownloadMemberExport();
  const remove = useDeleteMember(member._id);
  const [confirming, setConfirming] = useState(false);
  const failure = request.error ?? download.error ?? (latest.isError ? latest.error : null);

  return (
    <Card padding="lg">
      <h2 className="flex items-center gap-2 text-sm font-semibold tracking-wide text-gray-600 uppercase">
        <Icon node={DatabaseZap} aria-hidden="true" className="size-4 text-brand-600" />
        {MY_DATA_TEXTS.adminTitle}
      </h2>
      <p className="mt-1 mb-4 text-sm text-gray-600">{MY_DATA_TEXTS.adminHint}</p>
      <DataExportPanel
        copy={latest.isError ? null : latest.data}
        requestLabel={MY_DATA_TEXTS.adminDownload}
        onRequest={() => request.mutate()}
        requesting={request.isPending}
        onDownload={(copy) => download.mutate(copy)}
        downloading={download.isPending}
        error={failure ? errorMessage(failure) : null}
      />
      <Button variant="danger" fullWidth onClick={() => setConfirming(true)} className="mt-3">
        <Icon node={Trash2} aria-hidden="true" className="size-5" />
        {MY_DATA_TEXTS.adminDeleteAccount}
      </Button>
      {confirming && (
        <DeleteAccountDialog
          title={MY_DATA_TEXTS.adminDialogTitle(member.name)}
          description={MY_DATA_TEXTS.adminDialogDescription}
          onConfirm={(confirmation) => remove.mutate(confirmation)}
          onClose={() => {
            remove.reset();
            setConfirming(false);
          }}
          busy={remove.isPending}
          error={remove.error ? errorMessage(remove.error) : null}
        />
      )}
    </Card>
  );
}
