import { SearchResults } from "../../../../components/search-results";
import { useMessages } from "../../../../lib/i18n";
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
  const t = useMessages("admin");
  const users = useAdminUsers(filters.query, filters.gender);
  const list = users.data;

  return (
    <>
      <div className="mb-5 flex flex-col gap-3 lg:flex-row lg:items-center">
        <SearchBox
          search={filters}
          label={t("membersSearchLabel")}
          placeholder={t("nameOrLocation")}
          busy={users.isFetching && Boolean(list)}
          className="lg:w-96"
        />
        <GenderFilter value={filters.gender} onChange={filters.setGender} />
      </div>
      <SearchResults query={users} skeleton={<UserGridSkeleton />}>
        {(found) => (
          <>
            {found && found.length > 0 && (
              <p className="mb-3 text-sm text-gray-600">
                {t(filters.query || filters.gender ? "membersFound" : "membersCount", {
                  count: found.length,
                })}
              </p>
            )}
            <UserGrid users={found ?? []} linkTo={linkTo} />
          </>
        )}
      </SearchResults>
    </>
  );
}
