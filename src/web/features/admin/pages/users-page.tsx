import { QueryError } from "../../../components/load-error";
import { PageHeader } from "../../../components/page-header";
import { useMessages } from "../../../lib/i18n";
import { FailedJobsLink } from "../jobs/components/failed-jobs-link";
import { useFlaggedUsers } from "../people/api";
import { FlagSummary } from "../people/components/flag-summary";
import { MemberDirectory } from "../people/components/member-directory";
import { usePeopleFilters } from "../people/use-people-filters";

const profilePath = (user: { _id: string }) => `/admin/user/profile/${encodeURIComponent(user._id)}`;

/** /admin (SPEC 2 index): user management, with the flag summary above the searchable member grid. */
export function AdminUsersPage() {
  const t = useMessages("admin");
  const filters = usePeopleFilters();
  const flagged = useFlaggedUsers();

  return (
    <>
      <PageHeader title={t("usersTitle")} subtitle={t("usersSubtitle")} />
      {flagged.isError ? (
        <QueryError query={flagged} className="mb-5" />
      ) : (
        flagged.data &&
        flagged.data.length > 0 && (
          <div className="mb-5">
            <FlagSummary count={flagged.data.length} />
          </div>
        )
      )}
      <FailedJobsLink className="mb-5" />
      <MemberDirectory filters={filters} linkTo={profilePath} />
    </>
  );
}
