import { MessageSquareQuote } from "lucide";
import { lazy, Suspense, useState } from "react";
import { Button } from "../../components/button";
import { Icon } from "../../components/icon";
import { LoadingRegion } from "../../components/loading-region";
import { RetryBox } from "../../components/retry-box";
import type { ReviewsSectionProps } from "../../components/reviews-section-slot";
import { SkeletonLines } from "../../components/skeleton";
import { SuccessNotice } from "../../components/success-notice";
import { TitledSection } from "../../components/titled-section";
import { ApiError } from "../../lib/api";
import { type Translate, useMessages, withWords } from "../../lib/i18n";
import { type Review, type ReviewSubject, useReviews } from "./api";
import { ReviewItem } from "./review-item";

// "Report this review?" (and the reason dialog under it) loads when a member opens it, its words
// beside its code: the event page, which shows this section, keeps its first visit under its script
// budget (ADR 0053).
const ReportReviewDialog = lazy(async () => ({
  default: (await withWords(import("./report-review-dialog"), "review-forms")).ReportReviewDialog,
}));

const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

/**
 * "Reviews" (issue 27 item 6): the texts members wrote, newest first, a few at a time, each one
 * reportable to the admins. On an experience's page its own reviews; while it has none, those of
 * its host's other experiences. On a host's profile, every experience they hosted.
 */
export function ReviewsSection({ eventId, hostId }: ReviewsSectionProps) {
  const t = useMessages("reviews");
  const own = useReviews(eventId ? { kind: "event", eventId } : { kind: "host", hostId }, true);
  // An experience nobody reviewed yet borrows its host's record, which is what a member deciding
  // whether to go wants to read.
  const ownNone = own.data?.pages[0]?.total === 0;
  const fallback = useReviews({ kind: "host", hostId }, Boolean(eventId) && ownNone);
  const borrowed = Boolean(eventId) && ownNone && (fallback.data?.pages[0]?.total ?? 0) > 0;
  const query = borrowed ? fallback : own;
  const subject: ReviewSubject = borrowed || !eventId ? { kind: "host", hostId } : { kind: "event", eventId };

  const [reporting, setReporting] = useState<Review | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  // The thank-you's live region is there from the first report on (so it is announced), not on
  // every page that shows reviews.
  const [reported, setReported] = useState(false);

  // An experience or member the viewer may not see has no reviews to show either.
  if (own.isError && isNotFound(own.error)) return null;

  const reviews = query.data?.pages.flatMap((page) => page.reviews) ?? [];
  const total = query.data?.pages[0]?.total ?? 0;
  const waiting = own.isPending || (Boolean(eventId) && ownNone && fallback.isPending);

  return (
    <TitledSection
      title={t(borrowed ? "hostTitle" : "title")}
      icon={MessageSquareQuote}
      hint={borrowed ? t("hostHint") : undefined}
      headingClassName="mb-2"
      aside={
        total > 0 ? (
          <span className="text-sm font-medium text-gray-600 tabular-nums">
            {t("count", { count: total })}
          </span>
        ) : undefined
      }
    >
      {reported && <SuccessNotice className="mb-3">{notice}</SuccessNotice>}
      {waiting ? (
        <ReviewsSkeleton t={t} />
      ) : own.isError ? (
        <RetryBox onRetry={() => void own.refetch()} busy={own.isRefetching} label={t("tryAgain")}>
          {t("loadFailed")}
        </RetryBox>
      ) : reviews.length === 0 ? (
        <p className="flex items-center gap-3 rounded-xl bg-stone-50 px-4 py-4 text-sm text-gray-600">
          <Icon node={MessageSquareQuote} aria-hidden="true" className="size-5 shrink-0 text-gray-400" />
          {t(eventId ? "emptyEvent" : "emptyHost")}
        </p>
      ) : (
        <ul aria-label={t("title")} className="divide-y divide-gray-100">
          {reviews.map((review) => (
            <ReviewItem
              key={review._id}
              review={review}
              showEvent={subject.kind === "host"}
              onReport={(r) => {
                setNotice(null);
                setReported(true);
                setReporting(r);
              }}
            />
          ))}
        </ul>
      )}
      {query.isFetchNextPageError && (
        <RetryBox className="mt-3" onRetry={() => void query.fetchNextPage()} label={t("tryAgain")}>
          {t("loadFailed")}
        </RetryBox>
      )}
      {query.hasNextPage && !query.isFetchNextPageError && (
        <Button
          variant="secondary"
          fullWidth
          className="mt-3"
          busy={query.isFetchingNextPage}
          busyLabel={t("loadingMore")}
          onClick={() => void query.fetchNextPage()}
        >
          {t("showMore")}
        </Button>
      )}
      {reporting && (
        <Suspense fallback={null}>
          <ReportReviewDialog
            review={reporting}
            onClose={() => setReporting(null)}
            onReported={(message) => {
              setReporting(null);
              setNotice(message);
            }}
          />
        </Suspense>
      )}
    </TitledSection>
  );
}

function ReviewsSkeleton({ t }: { t: Translate<"reviews"> }) {
  return (
    <LoadingRegion label={t("loading")} className="space-y-5 py-1">
      {[0, 1].map((n) => (
        <SkeletonLines key={n} lines={["h-4 w-1/3", "h-4 w-full", "h-4 w-4/5"]} className="space-y-2" />
      ))}
    </LoadingRegion>
  );
}
