import { CalendarDays, Flag } from "lucide";
import { useState } from "react";
import { Icon } from "../../components/icon";
import { Link } from "../../components/link";
import { cn } from "../../lib/cn";
import { useLanguage, useMessages } from "../../lib/i18n";
import type { Review } from "./api";
import { ReviewStars } from "./review-stars";
import { writtenAgo, writtenOn } from "./review-time";

// Past this many characters a review opens folded to a few lines, so one long review does not push
// the rest of the list off the screen.
const FOLD_AFTER = 280;

/**
 * One review: the writer's first name and initial, its stars, when, the words, and (in a host's list)
 * the experience it is about. Others' reviews carry "Report".
 */
export function ReviewItem({
  review,
  showEvent,
  onReport,
}: {
  review: Review;
  showEvent: boolean;
  onReport: (review: Review) => void;
}) {
  const t = useMessages("reviews");
  const language = useLanguage();
  const [open, setOpen] = useState(false);
  const folds = review.text.length > FOLD_AFTER;
  return (
    <li className="py-4 first:pt-1 last:pb-0">
      <div className="flex items-center gap-3">
        <span
          aria-hidden="true"
          className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-50 text-base font-semibold text-brand-700"
        >
          {review.reviewerName.charAt(0).toUpperCase()}
        </span>
        <div className="min-w-0 flex-1">
          <p className="flex items-center gap-1.5 font-semibold text-gray-900">
            <span className="truncate">{review.reviewerName}</span>
            {review.mine && (
              <span className="shrink-0 rounded-full bg-stone-100 px-2 py-0.5 text-xs font-medium text-gray-700">
                {t("you")}
              </span>
            )}
          </p>
          <time
            dateTime={review.createdAt}
            title={writtenOn(language, review.createdAt)}
            className="text-sm text-gray-600"
          >
            {writtenAgo(t, language, review.createdAt)}
          </time>
        </div>
        <ReviewStars stars={review.stars} />
      </div>
      {showEvent && (
        <Link
          to={`/event/${encodeURIComponent(review.event._id)}`}
          className="mt-0.5 -mb-1.5 flex min-h-11 max-w-full items-center gap-1.5 rounded-lg text-sm font-medium text-gray-600 hover:text-brand-700 focus-ring"
        >
          <Icon node={CalendarDays} aria-hidden="true" className="size-4 shrink-0 text-gray-500" />
          <span className="line-clamp-1 break-all underline-offset-4 hover:underline">
            {t("ofEvent", { name: review.event.name })}
          </span>
        </Link>
      )}
      <p
        className={cn(
          "mt-2.5 text-base leading-relaxed break-words whitespace-pre-line text-gray-800",
          folds && !open && "line-clamp-5",
        )}
      >
        {review.text}
      </p>
      {(folds || !review.mine) && (
        <div className="mt-1 flex min-h-11 items-center gap-2">
          {folds && (
            <button
              type="button"
              aria-expanded={open}
              onClick={() => setOpen((v) => !v)}
              className="-ml-2 inline-flex min-h-11 shrink-0 items-center rounded-xl px-2 text-sm font-semibold text-brand-700 hover:bg-brand-50 focus-ring"
            >
              {t(open ? "readLess" : "readMore")}
            </button>
          )}
          {!review.mine && (
            <button
              type="button"
              aria-label={t("reportLabel", { name: review.reviewerName })}
              onClick={() => onReport(review)}
              className="-mr-2 ml-auto inline-flex min-h-11 shrink-0 items-center gap-1.5 rounded-xl px-3 text-sm font-medium text-gray-600 hover:bg-stone-100 hover:text-gray-900 focus-ring"
            >
              <Icon node={Flag} aria-hidden="true" className="size-4" />
              {t("report")}
            </button>
          )}
        </div>
      )}
    </li>
  );
}
