import { SearchResults } from "../../../../components/search-results";
import { SearchBox } from "../../events/components/search-box";
import { type AdminUserCard, useAdminUsers } from "../api";
import type { usePeopleFilters } from "../use-people-filters";
import { GenderFilter } from "./gender-filter";
import { UserGrid, UserGridSkeleton } from "./user-grid";

export type MemberDirectoryProps = {
  filters: ReturnType<typeof usePeopleFilters>;
  linkTo: (user: AdminUserCard) => string;
};

/** The member grid of the admin screens: search by name or location, a gender filter, the cards. */
export function MemberDirectory({ filters, linkTo }: MemberDirectoryProps) {
  const users = useAdminUsers(filters.query, filters.gender);
  const list = users.data;

  return (
    <>
      <div className="mb-5 flex flex-col gap-3 lg:flex-row lg:items-center">
        <SearchBox
          search={filters}
          label="Search members"
          placeholder="Name or location"
          busy={users.isFetching && Boolean(list)}
          className="lg:w-96"
        />
        <GenderFilter value={filters.gender} onChange={filters.setGender} />
      </div>
      <SearchResults query={users} skeleton={<UserGridSkeleton />}>
        {(found) => (
          <>
            {found && found.length > 0 && (
              <p className="mb-3 text-sm text-gray-600">{countLabel(found.length, filters)}</p>
            )}
            <UserGrid users={found ?? []} linkTo={linkTo} />
          </>
        )}
      </SearchResults>
    </>
  );
}

function countLabel(count: number, filters: { query: string; gender: string }): string {
  const members = `${count} ${count === 1 ? "member" : "members"}`;
  return filters.query || filters.gender ? `${members} found` : members;
}
