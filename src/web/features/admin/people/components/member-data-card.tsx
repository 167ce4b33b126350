import { DatabaseZap, Trash2 } from "lucide";
import { Button } from "../../../../components/button";
import { Icon } from "../../../../components/icon";
import { MemberDataControls } from "../../../../components/member-data-controls";
import { TitledSection } from "../../../../components/titled-section";
import { MY_DATA_TEXTS } from "../../../../lib/texts";
import {
  useDeleteMember,
  useDownloadMemberExport,
  useMemberExport,
  useRequestMemberExport,
} from "../member-data-api";

/** "Download data" and "Delete account" for a member, on their request (ADR 0025); not for admins. */
export function MemberDataCard({ member }: { member: { _id: string; name: string } }) {
  return (
    <TitledSection
      title={MY_DATA_TEXTS.adminTitle}
      icon={DatabaseZap}
      size="panel"
      hint={MY_DATA_TEXTS.adminHint}
    >
      <MemberDataControls
        latest={useMemberExport(member._id)}
        request={useRequestMemberExport(member._id)}
        download={useDownloadMemberExport()}
        remove={useDeleteMember(member._id)}
        requestLabel={MY_DATA_TEXTS.adminDownload}
        dialogTitle={MY_DATA_TEXTS.adminDialogTitle(member.name)}
        dialogDescription={MY_DATA_TEXTS.adminDialogDescription}
        deleteButton={(confirm) => (
          <Button variant="danger" fullWidth onClick={confirm} className="mt-3">
            <Icon node={Trash2} aria-hidden="true" className="size-5" />
            {MY_DATA_TEXTS.adminDeleteAccount}
          </Button>
        )}
      />
    </TitledSection>
  );
}
