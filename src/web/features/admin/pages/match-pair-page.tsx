import { Mountain } from "lucide";
import { useState } from "react";
import { useNavigate, useParams } from "react-router";
import { buttonClasses } from "../../../components/button";
import { Card } from "../../../components/card";
import { ErrorBox } from "../../../components/error-box";
import { Icon } from "../../../components/icon";
import { Link } from "../../../components/link";
import { NotLoaded } from "../../../components/load-error";
import { LoadingRegion } from "../../../components/loading-region";
import { PageHeader } from "../../../components/page-header";
import { Skeleton } from "../../../components/skeleton";
import { cn } from "../../../lib/cn";
import { formatNumber, useLanguage, useMessages } from "../../../lib/i18n";
import { errorIn } from "../../../lib/server-sentence";
import { useAssignScore, usePairCommon, usePairCompatibility } from "../people/api";
import { ChipList } from "../people/components/answers";
import { AnswersComparison } from "../people/components/answers-comparison";
import { PairHeader, PairHeaderSkeleton } from "../people/components/pair-header";
import { ScoreForm } from "../people/components/score-form";
import { ScoreReasonDialog } from "../people/components/score-reason-dialog";
import { Section } from "../people/components/section";
import type { PeopleKey } from "../people/format";

// The server's refusals of a score this screen can meet (ADR 0056), by their code; any other shows as it came.
const SCORE_SERVER_KEYS: Record<string, PeopleKey> = {
  scoreRange: "serverScoreRange",
  "safety.scoreSamePerson": "serverScoreSamePerson",
  memberNotFound: "serverMemberNotFound",
};

/**
 * /admin/match/{id1}/{id2} (SPEC 2): both members side by side, their common ideal scenes, their
 * answers, the current compatibility and the score entry. A saved score returns to the first
 * member's match list (SPEC 4 "Admin matchmaking").
 */
export function MatchPairPage() {
  const t = useMessages("admin-people");
  const language = useLanguage();
  const { id1 = "", id2 = "" } = useParams();
  const samePerson = id1 === id2;
  const common = usePairCommon(id1, id2, !samePerson);
  const compatibility = usePairCompatibility(id1, id2, !samePerson);
  const assign = useAssignScore(id1, id2);
  const navigate = useNavigate();
  const [score, setScore] = useState<number | null>(null);

  const backTo = `/admin/people/match/${encodeURIComponent(id1)}`;
  const header = (
    <PageHeader title={t("pairTitle")} backTo={backTo} backLabel={t("backToMatchmaking")} spacing="md" />
  );

  if (samePerson) {
    return (
      <>
        {header}
        <ErrorBox>{t("serverScoreSamePerson")}</ErrorBox>
        <Link to={backTo} className={cn(buttonClasses("secondary"), "mt-4")}>
          {t("chooseSomeoneElse")}
        </Link>
      </>
    );
  }

  const data = common.data;
  if (!data) {
    return (
      <>
        {header}
        <NotLoaded
          query={common}
          skeleton={
            <LoadingRegion className="flex flex-col gap-6">
              <PairHeaderSkeleton />
              <Skeleton className="h-28 w-full rounded-2xl" />
              <Skeleton className="h-96 w-full rounded-2xl" />
            </LoadingRegion>
          }
        />
      </>
    );
  }

  const { user1Details: first, user2Details: second } = data;
  // SPEC 8: a compatibility that cannot be read shows "N/A".
  const current = compatibility.isError ? null : compatibility.data;

  const save = (reason: string) => {
    if (score === null) return;
    // The server answers a saved score with SAFETY_MESSAGES.scoreSaved; the list says it in the admin's language.
    assign.mutate(
      { score, reason },
      { onSuccess: () => navigate(backTo, { state: { notice: t("scoreSaved") } }) },
    );
  };

  return (
    <>
      {header}
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start">
        <div className="flex min-w-0 flex-col gap-6">
          <PairHeader first={first} second={second} compatibility={current} />
          <Section
            title={t("commonScenes")}
            aside={
              data.commonIdealScenes.length > 0
                ? formatNumber(language, data.commonIdealScenes.length)
                : undefined
            }
          >
            <Card>
              {data.commonIdealScenes.length > 0 ? (
                <ChipList label={t("commonScenes")} values={data.commonIdealScenes} />
              ) : (
                <p className="flex items-center gap-2 text-sm text-gray-600">
                  <Icon node={Mountain} aria-hidden="true" className="size-5 shrink-0 text-gray-400" />
                  {t("noCommonScenes")}
                </p>
              )}
            </Card>
          </Section>
          <Section
            title={t("answers")}
            aside={
              <span className="flex items-center gap-1.5">
                <span aria-hidden="true" className="size-3 rounded-full bg-brand-500" />
                {t("chosenByBoth")}
              </span>
            }
          >
            <AnswersComparison first={first} second={second} />
          </Section>
        </div>
        <ScoreForm
          className="lg:sticky lg:top-22"
          onValid={(value) => {
            assign.reset();
            setScore(value);
          }}
        />
      </div>

      {score !== null && (
        <ScoreReasonDialog
          score={score}
          names={[first.name, second.name]}
          onSubmit={save}
          onClose={() => setScore(null)}
          busy={assign.isPending}
          error={assign.isError ? errorIn(t, SCORE_SERVER_KEYS, assign.error) : null}
        />
      )}
    </>
  );
}
