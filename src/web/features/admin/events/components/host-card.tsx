import { Mail } from "lucide";
import { Card } from "../../../../components/card";
import { Icon } from "../../../../components/icon";
import { useMessages } from "../../../../lib/i18n";
import type { AdminEvent } from "../api";

/** Who listed it (SPEC 3: the admin view names the host and their email). */
export function HostCard({ host }: { host: AdminEvent["createdBy"] }) {
  const t = useMessages("admin");
  const initials = host.name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join("");
  return (
    <Card padding="lg">
      <h2 className="text-sm font-semibold tracking-wide text-gray-500 uppercase">{t("host")}</h2>
      <div className="mt-3 flex items-center gap-3">
        <span
          aria-hidden="true"
          className="flex size-12 shrink-0 items-center justify-center rounded-full bg-gradient-to-br from-brand-100 to-amber-200 text-base font-semibold text-brand-800"
        >
          {initials}
        </span>
        <div className="min-w-0">
          <p className="truncate text-base font-semibold text-gray-900">{host.name}</p>
          <a
            href={`mailto:${host.email}`}
            className="flex items-center gap-1.5 text-sm text-gray-600 underline-offset-2 hover:text-brand-700 hover:underline"
          >
            <Icon node={Mail} aria-hidden="true" className="size-4 shrink-0" />
            <span className="truncate">{host.email}</span>
          </a>
        </div>
      </div>
    </Card>
  );
}
