import { ShieldCheck } from "lucide";
import { useParams } from "react-router";
import { Card } from "../../../components/card";
import { EmptyState } from "../../../components/empty-state";
import { Link } from "../../../components/link";
import { NotLoaded } from "../../../components/load-error";
import { LoadingRegion } from "../../../components/loading-region";
import { PageHeader } from "../../../components/page-header";
import { Skeleton } from "../../../components/skeleton";
import { useMessages } from "../../../lib/i18n";
import { useAdminUser } from "../people/api";
import { FlagList } from "../people/components/flag-list";
import { MemberBadges } from "../people/components/member-badges";
import { MemberStrip } from "../people/components/member-strip";
import { ModerationActions } from "../people/components/moderation-actions";
import { Section } from "../people/components/section";
import { flagsLabel } from "../people/format";

/**
 * /admin/flag/{id} (SPEC 2): a flagged member, each open flag (reporter's name and picture, reason,
 * date), and Unflag and Ban / Unban with the server's answers.
 */
export function FlagDetailPage() {
  const t = useMessages("admin-reports");
  const admin = useMessages("admin");
  const { id = "" } = useParams();
  const user = useAdminUser(id);
  const data = user.data;

  const header = (
    <PageHeader
      title={t("flagDetailTitle")}
      backTo="/admin/flag"
      backLabel={t("backToFlagged")}
      spacing="md"
    />
  );

  if (!data) {
    return (
      <>
        {header}
        <NotLoaded
          query={user}
          skeleton={
            <LoadingRegion className="flex flex-col gap-4">
              <Skeleton className="h-20 w-full rounded-2xl" />
              <Skeleton className="h-32 w-full rounded-2xl" />
              <Skeleton className="h-32 w-full rounded-2xl" />
            </LoadingRegion>
          }
        />
      </>
    );
  }

  return (
    <>
      {header}
      <MemberStrip member={data} linkLabel={admin("viewProfile")} className="mb-6" />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start">
        <aside aria-label={t("actions")} className="lg:sticky lg:top-22 lg:col-start-2 lg:row-start-1">
          <Card padding="lg">
            <h2 className="text-sm font-semibold tracking-wide text-gray-600 uppercase">{t("actions")}</h2>
            <MemberBadges isBanned={data.isBanned} role={data.role} className="mt-2" />
            <p className="mt-2 text-sm text-gray-600">
              {t(data.flagCount === 0 ? "nothingToReview" : data.isBanned ? "bannedAlready" : "decide")}
            </p>
            <ModerationActions member={data} className="mt-4" />
          </Card>
        </aside>

        <div className="min-w-0 lg:col-start-1 lg:row-start-1">
          <Section
            title={t("openFlags")}
            aside={data.flagCount > 0 ? flagsLabel(admin, data.flagCount) : undefined}
          >
            {data.flags.length > 0 ? (
              <FlagList flags={data.flags} />
            ) : (
              <EmptyState
                icon={ShieldCheck}
                text={t("noOpenFlags", { name: data.name })}
                action={
                  <Link
                    to="/admin/flag"
                    className="inline-flex min-h-11 items-center rounded-xl px-4 text-sm font-semibold text-brand-700 hover:bg-brand-50 focus-ring"
                  >
                    {t("seeFlagged")}
                  </Link>
                }
              />
            )}
          </Section>
        </div>
      </div>
    </>
  );
}
