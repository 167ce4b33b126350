import { Check, EyeOff, MessageSquareWarning, Star } from "lucide";
import { useState } from "react";
import { Icon } from "../../../components/icon";
import { formatDate } from "../../../lib/format";
import { ADMIN_REVIEW_FLAG_TEXTS, ADMIN_TEXTS, REVIEW_TEXTS } from "../../../lib/texts";
import { type Decision, DecisionCard, DecisionQueue } from "../decision-queue";
import {
  type ReviewDecision,
  type ReviewFlagEntry,
  useResolveReviewFlags,
  useReviewFlags,
} from "../reviews/api";

// The two answers to a reported review: keeping closes its reports, hiding also takes it down.
const DECISIONS: Decision<ReviewDecision>[] = [
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
    <DecisionQueue
      header={{
        title: ADMIN_REVIEW_FLAG_TEXTS.title,
        subtitle: ADMIN_REVIEW_FLAG_TEXTS.subtitle,
        backTo: "/admin",
        backLabel: ADMIN_TEXTS.backToUsers,
      }}
      notice={notice}
      error={resolve.isError ? resolve.error : null}
      query={flagged}
      empty={{ icon: MessageSquareWarning, text: ADMIN_REVIEW_FLAG_TEXTS.none }}
      listLabel={ADMIN_REVIEW_FLAG_TEXTS.list}
    >
      {(entry) => (
        <DecisionCard
          key={entry.review._id}
          person={entry.reviewer}
          line={`${formatDate(entry.review.createdAt)} · ${ADMIN_REVIEW_FLAG_TEXTS.onEvent(entry.event.name)}`}
          badge={
            <span className="inline-flex shrink-0 items-center gap-1 rounded-full bg-amber-50 px-2.5 py-1 text-sm font-semibold text-amber-900">
              <Icon node={Star} aria-hidden="true" className="size-3.5 fill-amber-400 text-amber-500" />
              <span className="sr-only">{REVIEW_TEXTS.stars(entry.review.stars)}</span>
              <span aria-hidden="true">{entry.review.stars}</span>
            </span>
          }
          decisions={DECISIONS}
          busy={busyId === entry.review._id ? (resolve.variables?.decision ?? null) : null}
          disabled={resolve.isPending}
          onDecide={(decision) => decide(entry, decision)}
        >
          <p className="mt-3 rounded-xl bg-stone-50 px-3 py-2.5 text-base break-words whitespace-pre-line text-gray-800">
            {entry.review.text}
          </p>
          <p className="mt-3 text-xs font-semibold tracking-wide text-gray-600 uppercase">
            {ADMIN_REVIEW_FLAG_TEXTS.reports(entry.flags.length)}
          </p>
          <ul className="mt-1.5 space-y-1.5">
            {entry.flags.map((flag) => (
              <li key={flag._id} className="text-sm break-words text-gray-800">
                <span className="font-semibold">{ADMIN_REVIEW_FLAG_TEXTS.reportedBy(flag.reporterName)}</span>{" "}
                {flag.reason}
              </li>
            ))}
          </ul>
        </DecisionCard>
      )}
    </DecisionQueue>
  );
}
