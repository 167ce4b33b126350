import { PageHeader } from "../../../components/page-header";
import { useMessages } from "../../../lib/i18n";
import { MemberDirectory } from "../people/components/member-directory";
import { usePeopleFilters } from "../people/use-people-filters";

const matchesPath = (user: { _id: string }) => `/admin/people/match/${encodeURIComponent(user._id)}`;

/** /admin/people (SPEC 2): "Manual Matchmaking", pick a member to see their matches and opposites. */
export function MatchmakingPage() {
  const t = useMessages("admin");
  const filters = usePeopleFilters();
  return (
    <>
      <PageHeader title={t("manualMatchmaking")} subtitle={t("matchmakingSubtitle")} />
      <MemberDirectory filters={filters} linkTo={matchesPath} />
    </>
  );
}
