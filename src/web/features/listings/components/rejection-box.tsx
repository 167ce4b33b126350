import { CircleX } from "lucide-react";

/** SPEC 2: a rejected listing shows the admin's reason instead of the member lists. */
export function RejectionBox({ reason }: { reason: string | null }) {
  return (
    <section
      aria-label="Listing rejected"
      className="flex gap-3 rounded-2xl border border-red-100 bg-red-50 p-4 text-red-700 md:p-5"
    >
      <CircleX aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <div>
        <h2 className="font-semibold">This listing was not approved</h2>
        <p className="mt-1 text-sm break-words">{reason?.trim() || "The admin did not give a reason."}</p>
      </div>
    </section>
  );
}
