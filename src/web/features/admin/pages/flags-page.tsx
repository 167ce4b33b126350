import { ClipboardCheck, ShieldCheck } from "lucide";
import { buttonClasses } from "../../../components/button";
import { EmptyState } from "../../../components/empty-state";
import { Icon } from "../../../components/icon";
import { Link } from "../../../components/link";
import { PageHeader } from "../../../components/page-header";
import { QueryList } from "../../../components/query-list";
import { ADMIN_FLAGS_TEXTS, ADMIN_TEXTS, ATTENDANCE_TEXTS } from "../../../lib/texts";
import { useFlaggedUsers } from "../people/api";
import { FlaggedList, FlaggedListSkeleton } from "../people/components/flagged-list";

/** /admin/flag (SPEC 2): members with open flags, most flagged first, each leading to its flags. */
export function FlagsPage() {
  const flagged = useFlaggedUsers();
  const list = flagged.data;
  const total = list?.reduce((sum, user) => sum + user.flagCount, 0) ?? 0;

  return (
    <>
      <PageHeader
        title={ADMIN_FLAGS_TEXTS.title}
        subtitle={list && list.length > 0 ? ADMIN_FLAGS_TEXTS.summary(list.length, total) : undefined}
        backTo="/admin"
        backLabel={ADMIN_TEXTS.backToUsers}
        actions={
          <Link to="/admin/moderation?subject=attendance" className={buttonClasses("secondary")}>
            <Icon node={ClipboardCheck} aria-hidden="true" className="size-4" />
            <span className="hidden sm:inline">{ATTENDANCE_TEXTS.contestsLink}</span>
            <span className="sr-only sm:hidden">{ATTENDANCE_TEXTS.contestsLink}</span>
          </Link>
        }
      />
      <QueryList
        query={flagged}
        skeleton={<FlaggedListSkeleton />}
        empty={<EmptyState icon={ShieldCheck} text={ADMIN_FLAGS_TEXTS.none} />}
      >
        {(users) => <FlaggedList users={users} />}
      </QueryList>
    </>
  );
}
