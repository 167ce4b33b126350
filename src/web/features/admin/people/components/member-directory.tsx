import { LoadError } from "../../../../components/load-error";
import { SearchField } from "../../../../components/search-field";
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
        <SearchField
          label="Search members"
          placeholder="Name or location"
          value={filters.text}
          onChange={filters.setText}
          onSubmit={filters.flush}
          busy={users.isFetching && Boolean(list)}
          className="lg:w-96"
        />
        <GenderFilter value={filters.gender} onChange={filters.setGender} />
      </div>
      {users.isPending ? (
        <UserGridSkeleton />
      ) : users.isError && !list ? (
        <LoadError error={users.error} onRetry={() => void users.refetch()} busy={users.isFetching} />
      ) : (
        <div aria-busy={users.isPlaceholderData || undefined}>
          {users.isError && (
            <LoadError
              error={users.error}
              onRetry={() => void users.refetch()}
              busy={users.isFetching}
              className="mb-4"
            />
          )}
          {list && list.length > 0 && (
            <p className="mb-3 text-sm text-gray-600">{countLabel(list.length, filters)}</p>
          )}
          <UserGrid users={list ?? []} linkTo={linkTo} />
        </div>
      )}
    </>
  );
}

function countLabel(count: number, filters: { query: string; gender: string }): string {
  const members = `${count} ${count === 1 ? "member" : "members"}`;
  return filters.query || filters.gender ? `${members} found` : members;
}
