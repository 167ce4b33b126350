import { DatabaseZap, Trash2 } from "lucide";
import { Button } from "../../../../components/button";
import { Icon } from "../../../../components/icon";
import { MemberDataControls } from "../../../../components/member-data-controls";
import { TitledSection } from "../../../../components/titled-section";
import { useMessages } from "../../../../lib/i18n";
import {
  useDeleteMember,
  useDownloadMemberExport,
  useMemberExport,
  useRequestMemberExport,
} from "../member-data-api";

/** "Download data" and "Delete account" for a member, on their request (ADR 0025); not for admins. */
export function MemberDataCard({ member }: { member: { _id: string; name: string } }) {
  const t = useMessages("admin-people");
  return (
    <TitledSection title={t("memberDataTitle")} icon={DatabaseZap} size="panel" hint={t("memberDataHint")}>
      <MemberDataControls
        latest={useMemberExport(member._id)}
        request={useRequestMemberExport(member._id)}
        download={useDownloadMemberExport()}
        remove={useDeleteMember(member._id)}
        requestLabel={t("memberDataDownload")}
        dialogTitle={t("memberDataDialogTitle", { name: member.name })}
        dialogDescription={t("memberDataDialogDescription")}
        deleteButton={(confirm) => (
          <Button variant="danger" fullWidth onClick={confirm} className="mt-3">
            <Icon node={Trash2} aria-hidden="true" className="size-5" />
            {t("memberDataDelete")}
          </Button>
        )}
      />
    </TitledSection>
  );
}
