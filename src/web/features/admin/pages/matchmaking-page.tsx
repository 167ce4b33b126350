import { PageHeader } from "../../../components/page-header";
import { ADMIN_USERS_TEXTS, TEXTS } from "../../../lib/texts";
import { MemberDirectory } from "../people/components/member-directory";
import { usePeopleFilters } from "../people/use-people-filters";

const matchesPath = (user: { _id: string }) => `/admin/people/match/${encodeURIComponent(user._id)}`;

/** /admin/people (SPEC 2): "Manual Matchmaking", pick a member to see their matches and opposites. */
export function MatchmakingPage() {
  const filters = usePeopleFilters();
  return (
    <>
      <PageHeader title={TEXTS.manualMatchmaking} subtitle={ADMIN_USERS_TEXTS.matchmakingSubtitle} />
      <MemberDirectory filters={filters} linkTo={matchesPath} />
    </>
  );
}
