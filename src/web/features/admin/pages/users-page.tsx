import { QueryError } from "../../../components/load-error";
import { PageHeader } from "../../../components/page-header";
import { useFlaggedUsers } from "../people/api";
import { FlagSummary } from "../people/components/flag-summary";
import { MemberDirectory } from "../people/components/member-directory";
import { usePeopleFilters } from "../people/use-people-filters";

const profilePath = (user: { _id: string }) => `/admin/user/profile/${encodeURIComponent(user._id)}`;

/** /admin (SPEC 2 index): user management, with the flag summary above the searchable member grid. */
export function AdminUsersPage() {
  const filters = usePeopleFilters();
  const flagged = useFlaggedUsers();

  return (
    <>
      <PageHeader title="User management" subtitle="Find a member to review their profile, flags and ban." />
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
      <MemberDirectory filters={filters} linkTo={profilePath} />
    </>
  );
}
