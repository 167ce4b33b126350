import { ShieldCheck } from "lucide-react";
import { EmptyState } from "../../../components/empty-state";
import { QueryError } from "../../../components/load-error";
import { PageHeader } from "../../../components/page-header";
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
        title="Flagged profiles"
        subtitle={
          list && list.length > 0
            ? `${list.length} ${list.length === 1 ? "member" : "members"} · ${total} open ${total === 1 ? "flag" : "flags"}`
            : undefined
        }
        backTo="/admin"
        backLabel="Back to users"
      />
      {flagged.isPending ? (
        <FlaggedListSkeleton />
      ) : !list ? (
        <QueryError query={flagged} />
      ) : list.length === 0 ? (
        <EmptyState icon={ShieldCheck} text="No flagged profiles." />
      ) : (
        <FlaggedList users={list} />
      )}
    </>
  );
}
