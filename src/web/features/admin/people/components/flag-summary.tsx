import { ChevronRight, Flag } from "lucide";
import { Icon } from "../../../../components/icon";
import { Link } from "../../../../components/link";
import { useMessages } from "../../../../lib/i18n";
import { IconCircle } from "../../icon-circle";

/** SPEC 2 admin index: "Found N flagged Profiles" with See more to /admin/flag; nothing when N is 0. */
export function FlagSummary({ count }: { count: number }) {
  const t = useMessages("admin");
  if (count <= 0) return null;
  return (
    <section
      aria-label={t("flaggedProfiles")}
      className="flex items-center gap-3 rounded-2xl border border-amber-200 bg-amber-50 py-2 pr-2 pl-4"
    >
      <IconCircle icon={Flag} className="size-10 bg-white text-amber-700 shadow-sm" iconSize="size-5" />
      <p className="min-w-0 flex-1 text-base font-semibold text-amber-950">
        {t("flaggedProfilesFound", { count })}
      </p>
      <Link
        to="/admin/flag"
        className="inline-flex min-h-11 shrink-0 items-center gap-1 rounded-xl px-3 text-sm font-semibold text-amber-900 transition-colors hover:bg-amber-100 focus-ring"
      >
        {t("seeMore")}
        <Icon node={ChevronRight} aria-hidden="true" className="size-4" />
      </Link>
    </section>
  );
}
