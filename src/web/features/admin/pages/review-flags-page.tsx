import { Check, EyeOff, MessageSquareWarning, Star } from "lucide";
import { useState } from "react";
import { Avatar } from "../../../components/avatar";
import { Button, type ButtonVariant } from "../../../components/button";
import { EmptyState } from "../../../components/empty-state";
import { ErrorBox } from "../../../components/error-box";
import { Icon, type IconNode } from "../../../components/icon";
import { Link } from "../../../components/link";
import { PageHeader } from "../../../components/page-header";
import { QueryList } from "../../../components/query-list";
import { SkeletonRows } from "../../../components/skeleton";
import { SuccessNotice } from "../../../components/success-notice";
import { errorMessage } from "../../../lib/api";
import { formatDate } from "../../../lib/format";
import { ADMIN_REVIEW_FLAG_TEXTS, ADMIN_TEXTS, REVIEW_TEXTS } from "../../../lib/texts";
import {
  type ReviewDecision,
  type ReviewFlagEntry,
  useResolveReviewFlags,
  useReviewFlags,
} from "../reviews/api";

// The two answers to a reported review: keeping closes its reports, hiding also takes it down.
const DECISIONS: Array<{
  decision: ReviewDecision;
  variant: ButtonVariant;
  icon: IconNode;
  text: string;
  label: (name: string) => string;
}> = [
  {
    decision: "keep",
    variant: "secondary",
    icon: Check,
    text: ADMIN_REVIEW_FLAG_TEXTS.keep,
    label: ADMIN_REVIEW_FLAG_TEXTS.keepLabel,
  },
  {
    decision: "hide",
    variant: "danger",
    icon: EyeOff,
    text: ADMIN_REVIEW_FLAG_TEXTS.hide,
    label: ADMIN_REVIEW_FLAG_TEXTS.hideLabel,
  },
];

/** /admin/reviews: reviews members reported, each with its reports, to keep or hide (issue 27 item 6). */
export function ReviewFlagsPage() {
  const flagged = useReviewFlags();
  const resolve = useResolveReviewFlags();
  const [notice, setNotice] = useState<string | null>(null);
  const busyId = resolve.isPending ? resolve.variables.reviewId : null;

  const decide = (entry: ReviewFlagEntry, decision: ReviewDecision) => {
    setNotice(null);
    resolve.mutate({ reviewId: entry.review._id, decision }, { onSuccess: (message) => setNotice(message) });
  };

  return (
    <>
      <PageHeader
        title={ADMIN_REVIEW_FLAG_TEXTS.title}
        subtitle={ADMIN_REVIEW_FLAG_TEXTS.subtitle}
        backTo="/admin"
        backLabel={ADMIN_TEXTS.backToUsers}
      />
      <SuccessNotice className="mb-4">{notice}</SuccessNotice>
      {resolve.isError && <ErrorBox className="mb-4">{errorMessage(resolve.error)}</ErrorBox>}
      <QueryList
        query={flagged}
        skeleton={
          <SkeletonRows
            count={2}
            className="flex flex-col gap-3"
            rowClassName="flex flex-col gap-3 rounded-2xl bg-white p-4"
            lines={["h-5 w-2/3", "h-16 w-full", "h-11 w-full"]}
          />
        }
        empty={<EmptyState icon={MessageSquareWarning} text={ADMIN_REVIEW_FLAG_TEXTS.none} />}
      >
        {(list) => (
          <ol aria-label={ADMIN_REVIEW_FLAG_TEXTS.list} className="grid grid-cols-1 gap-3 md:grid-cols-2">
            {list.map((entry) => (
              <li
                key={entry.review._id}
                className="flex min-w-0 flex-col rounded-2xl border border-gray-200/80 bg-white p-4 shadow-sm"
              >
                <div className="flex items-center gap-3">
                  <Avatar src={entry.reviewer.avatar} name={entry.reviewer.name} size="md" />
                  <div className="min-w-0 flex-1">
                    <Link
                      to={`/admin/user/profile/${encodeURIComponent(entry.reviewer._id)}`}
                      className="block truncate rounded font-semibold text-gray-900 hover:text-brand-700 hover:underline focus-ring"
                    >
                      {entry.reviewer.name}
                    </Link>
                    <p className="truncate text-sm text-gray-600">
                      {formatDate(entry.review.createdAt)} ·{" "}
                      {ADMIN_REVIEW_FLAG_TEXTS.onEvent(entry.event.name)}
                    </p>
                  </div>
                  <span className="inline-flex shrink-0 items-center gap-1 rounded-full bg-amber-50 px-2.5 py-1 text-sm font-semibold text-amber-900">
                    <Icon node={Star} aria-hidden="true" className="size-3.5 fill-amber-400 text-amber-500" />
                    <span className="sr-only">{REVIEW_TEXTS.stars(entry.review.stars)}</span>
                    <span aria-hidden="true">{entry.review.stars}</span>
                  </span>
                </div>
                <p className="mt-3 rounded-xl bg-stone-50 px-3 py-2.5 text-base break-words whitespace-pre-line text-gray-800">
                  {entry.review.text}
                </p>
                <p className="mt-3 text-xs font-semibold tracking-wide text-gray-600 uppercase">
                  {ADMIN_REVIEW_FLAG_TEXTS.reports(entry.flags.length)}
                </p>
                <ul className="mt-1.5 space-y-1.5">
                  {entry.flags.map((flag) => (
                    <li key={flag._id} className="text-sm break-words text-gray-800">
                      <span className="font-semibold">
                        {ADMIN_REVIEW_FLAG_TEXTS.reportedBy(flag.reporterName)}
                      </span>{" "}
                      {flag.reason}
                    </li>
                  ))}
                </ul>
                <div className="mt-4 grid grid-cols-2 gap-2">
                  {DECISIONS.map(({ decision, variant, icon, text, label }) => (
                    <Button
                      key={decision}
                      variant={variant}
                      aria-label={label(entry.reviewer.name)}
                      busy={busyId === entry.review._id && resolve.variables?.decision === decision}
                      disabled={resolve.isPending}
                      onClick={() => decide(entry, decision)}
                    >
                      <Icon node={icon} aria-hidden="true" className="size-4" />
                      {text}
                    </Button>
                  ))}
                </div>
              </li>
            ))}
          </ol>
        )}
      </QueryList>
    </>
  );
}
