import type { LucideIcon } from "lucide-react";
import { useId } from "react";
import { NotGiven } from "./field-list";

/** One answer of the member's quiz: a titled card with the chosen options as orange chips. */
export function ChipGroup({
  title,
  icon: Icon,
  values,
}: {
  title: string;
  icon: LucideIcon;
  values: string[];
}) {
  const headingId = useId();
  const chosen = values.filter((value) => value.trim() !== "");
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl border border-gray-200/80 bg-white p-5 shadow-sm"
    >
      <h2 id={headingId} className="flex items-center gap-2 text-base font-semibold text-gray-900">
        <Icon aria-hidden="true" className="size-5 text-brand-600" />
        {title}
      </h2>
      {chosen.length > 0 ? (
        <ul className="mt-3 flex flex-wrap gap-2">
          {chosen.map((value) => (
            <li
              key={value}
              className="inline-flex min-h-9 items-center rounded-full border border-brand-200 bg-brand-50 px-3.5 py-1.5 text-sm font-medium text-brand-800"
            >
              {value}
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-3 text-sm">
          <NotGiven />
        </p>
      )}
    </section>
  );
}
