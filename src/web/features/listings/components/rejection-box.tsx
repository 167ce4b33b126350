import { CircleX } from "lucide";
import { Icon } from "../../../components/icon";
import { REJECTION_TEXTS } from "../../../lib/texts";

/** SPEC 2: a rejected listing shows the admin's reason instead of the member lists. */
export function RejectionBox({ reason }: { reason: string | null }) {
  return (
    <section
      aria-label={REJECTION_TEXTS.label}
      className="flex gap-3 rounded-2xl border border-red-100 bg-red-50 p-4 text-red-700 md:p-5"
    >
      <Icon node={CircleX} aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <div>
        <h2 className="font-semibold">{REJECTION_TEXTS.title}</h2>
        <p className="mt-1 text-sm break-words">{reason?.trim() || REJECTION_TEXTS.noReason}</p>
      </div>
    </section>
  );
}
