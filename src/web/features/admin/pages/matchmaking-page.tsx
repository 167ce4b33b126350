import { PageHeader } from "../../../components/page-header";
import { TEXTS } from "../../../lib/texts";
import { MemberDirectory } from "../people/components/member-directory";
import { usePeopleFilters } from "../people/use-people-filters";

const matchesPath = (user: { _id: string }) => `/admin/people/match/${encodeURIComponent(user._id)}`;

/** /admin/people (SPEC 2): "Manual Matchmaking", pick a member to see their matches and opposites. */
export function MatchmakingPage() {
  const filters = usePeopleFilters();
  return (
    <>
      <PageHeader
        title={TEXTS.manualMatchmaking}
        subtitle="Pick a member to see who they would click with, and set a pair's score by hand."
      />
      <MemberDirectory filters={filters} linkTo={matchesPath} />
    </>
  );
}
