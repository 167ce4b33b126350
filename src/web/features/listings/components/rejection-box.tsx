import { CircleX } from "lucide";
import { Icon } from "../../../components/icon";
import { useMessages } from "../../../lib/i18n";

/** SPEC 2: a rejected listing shows the admin's reason instead of the member lists. */
export function RejectionBox({ reason }: { reason: string | null }) {
  const t = useMessages("listings");
  return (
    <section
      aria-label={t("rejectionLabel")}
      className="flex gap-3 rounded-2xl border border-red-100 bg-red-50 p-4 text-red-700 md:p-5"
    >
      <Icon node={CircleX} aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <div>
        <h2 className="font-semibold">{t("rejectionTitle")}</h2>
        <p className="mt-1 text-sm break-words">{reason?.trim() || t("noReason")}</p>
      </div>
    </section>
  );
}
