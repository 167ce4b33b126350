import { DatabaseZap, Trash2 } from "lucide";
import { Button } from "../../../components/button";
import { Icon } from "../../../components/icon";
import { MemberDataControls } from "../../../components/member-data-controls";
import { TitledSection } from "../../../components/titled-section";
import { useMessages } from "../../../lib/i18n";
import { useDeleteAccount, useDownloadExport, useLatestExport, useRequestExport } from "./api";

/**
 * "Your data" on /profile (ADR 0025, India's DPDP Act): a copy of everything held about the member,
 * prepared in the background and offered for 24 hours, and the deletion of the account.
 */
export function YourDataSection({ className }: { className?: string }) {
  const t = useMessages("profile");
  return (
    <TitledSection
      id="your-data"
      title={t("yourData")}
      icon={DatabaseZap}
      hint={t("yourDataHint")}
      className={className}
    >
      <MemberDataControls
        latest={useLatestExport()}
        request={useRequestExport()}
        download={useDownloadExport()}
        remove={useDeleteAccount()}
        requestLabel={t("downloadMyData")}
        dialogTitle={t("deleteTitle")}
        dialogDescription={t("deleteDescription")}
        deleteButton={(confirm) => (
          <div className="mt-5 border-t border-gray-100 pt-4">
            <p className="mb-3 text-sm text-gray-600">{t("deleteHint")}</p>
            <Button variant="danger-outline" size="lg" fullWidth onClick={confirm}>
              <Icon node={Trash2} aria-hidden="true" className="size-5" />
              {t("deleteMyAccount")}
            </Button>
          </div>
        )}
      />
    </TitledSection>
  );
}
