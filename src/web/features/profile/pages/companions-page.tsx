import { LoadError } from "../../../components/load-error";
import { LoadingRegion } from "../../../components/loading-region";
import { PageHeader } from "../../../components/page-header";
import { useMessages } from "../../../lib/i18n";
import { useCompanions } from "../../../lib/queries/companions";
import { CompanionGrid } from "../components/companion-grid";
import { CardsSkeleton } from "../components/profile-skeletons";

/**
 * SPEC 2 "/profile/companions": the members one has chatted with, or "Companions coming up". A member
 * who deleted their account is no companion any more (no profile to open); their conversation stays in the chat list.
 */
export function CompanionsPage() {
  const t = useMessages("account");
  const companions = useCompanions();
  return (
    <div className="mx-auto w-full max-w-4xl">
      <PageHeader title={t("myCompanions")} backTo="/profile" />
      {companions.isPending ? (
        <LoadingRegion>
          <CardsSkeleton cards={4} />
        </LoadingRegion>
      ) : companions.isError ? (
        <LoadError
          error={companions.error}
          onRetry={() => void companions.refetch()}
          busy={companions.isFetching}
        />
      ) : (
        <CompanionGrid companions={companions.data.filter((c) => !c.deleted)} />
      )}
    </div>
  );
}
