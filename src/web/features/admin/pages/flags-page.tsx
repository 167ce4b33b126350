import { ClipboardCheck, ShieldCheck } from "lucide";
import { buttonClasses } from "../../../components/button";
import { EmptyState } from "../../../components/empty-state";
import { Icon } from "../../../components/icon";
import { Link } from "../../../components/link";
import { PageHeader } from "../../../components/page-header";
import { QueryList } from "../../../components/query-list";
import { useMessages } from "../../../lib/i18n";
import { useFlaggedUsers } from "../people/api";
import { FlaggedList, FlaggedListSkeleton } from "../people/components/flagged-list";

/** /admin/flag (SPEC 2): members with open flags, most flagged first, each leading to its flags. */
export function FlagsPage() {
  const t = useMessages("admin-reports");
  const flagged = useFlaggedUsers();
  const list = flagged.data;
  const total = list?.reduce((sum, user) => sum + user.flagCount, 0) ?? 0;

  return (
    <>
      <PageHeader
        title={t("flagsTitle")}
        subtitle={
          list && list.length > 0 ? t("flagsSummary", { members: list.length, flags: total }) : undefined
        }
        backTo="/admin"
        backLabel={t("backToUsers")}
        actions={
          <Link to="/admin/moderation?subject=attendance" className={buttonClasses("secondary")}>
            <Icon node={ClipboardCheck} aria-hidden="true" className="size-4" />
            <span className="hidden sm:inline">{t("contestsLink")}</span>
            <span className="sr-only sm:hidden">{t("contestsLink")}</span>
          </Link>
        }
      />
      <QueryList
        query={flagged}
        skeleton={<FlaggedListSkeleton />}
        empty={<EmptyState icon={ShieldCheck} text={t("flagsNone")} />}
      >
        {(users) => <FlaggedList users={users} />}
      </QueryList>
    </>
  );
}
