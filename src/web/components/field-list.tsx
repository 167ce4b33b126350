import type { ReactNode } from "react";
import { useMessages } from "../lib/i18n";
import { Icon, type IconNode } from "./icon";

export type Field = { label: string; value: ReactNode; icon: IconNode };

/** Read-only label and value pairs on a white card. */
export function FieldList({ fields }: { fields: Field[] }) {
  return (
    <dl className="divide-y divide-gray-100 rounded-2xl border border-gray-200/80 bg-white shadow-sm">
      {fields.map(({ label, value, icon: glyph }) => (
        <div key={label} className="relative min-h-[72px] py-4 pr-4 pl-[72px]">
          <dt className="text-xs font-medium tracking-wide text-gray-500 uppercase">
            <span className="absolute top-4 left-4 flex size-10 items-center justify-center rounded-full bg-brand-50 text-brand-600">
              <Icon node={glyph} aria-hidden="true" className="size-5" />
            </span>
            {label}
          </dt>
          <dd className="mt-0.5 text-base break-words text-gray-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The muted stand-in for a value the member has not given. */
export function NotGiven() {
  const t = useMessages("shell");
  return <span className="text-gray-500">{t("notAdded")}</span>;
}
