import { LIMITS } from "@shared/limits";
import { characterCount, fitsLength } from "@shared/text-length";
import { Star } from "lucide";
import { useEffect, useId, useRef, useState } from "react";
import { ErrorBox } from "../../components/error-box";
import type { FeedbackDialogProps } from "../../components/feedback-dialog-slot";
import { ChoiceChips, Field, inputBoxClasses } from "../../components/form-controls";
import { FormDialog } from "../../components/form-dialog";
import { Icon } from "../../components/icon";
import { cn } from "../../lib/cn";
import { formatNumber, type Translate, useLanguage, useMessages } from "../../lib/i18n";
import { errorIn, serverSentence } from "../../lib/server-sentence";
import { useSubmitFeedback } from "./api";
import { FEEDBACK_SERVER_KEYS } from "./server-keys";

const STARS = Array.from({ length: LIMITS.starsMax - LIMITS.starsMin + 1 }, (_, i) => LIMITS.starsMin + i);

/** 1 to 5 stars as real radio buttons: arrows move between them, screen readers say "4 stars". */
function StarRating({
  value,
  onChange,
  t,
}: {
  value: number;
  onChange: (value: number) => void;
  t: Translate<"review-forms">;
}) {
  const labelId = useId();
  const name = useId();
  const [hovered, setHovered] = useState(0);
  const shown = hovered || value;
  return (
    <div>
      <p id={labelId} className="mb-1.5 text-sm font-semibold text-gray-900">
        {t("yourRating")}
      </p>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <div
          role="radiogroup"
          aria-labelledby={labelId}
          className="-ml-1.5 flex"
          onMouseLeave={() => setHovered(0)}
        >
          {STARS.map((n) => (
            <label
              key={n}
              onMouseEnter={() => setHovered(n)}
              className="flex size-11 cursor-pointer items-center justify-center rounded-full transition-transform hover:scale-110 has-focus-visible:ring-2 has-focus-visible:ring-brand-500"
            >
              <input
                type="radio"
                name={name}
                value={n}
                checked={value === n}
                onChange={() => onChange(n)}
                aria-label={t("stars", { count: n })}
                className="sr-only"
              />
              <Icon
                node={Star}
                aria-hidden="true"
                strokeWidth={1.75}
                className={cn("size-8", n <= shown ? "fill-amber-400 text-amber-500" : "text-gray-300")}
              />
            </label>
          ))}
        </div>
        {shown > 0 && (
          <span className="text-sm font-medium text-gray-700">{t("ratingWords", { stars: shown })}</span>
        )}
      </div>
    </div>
  );
}

/**
 * SPEC 4 "Review": the feedback form, in the SPEC's order. "Did the event happen?" first, then the
 * stars, then the text field once stars are set. Both a rating and words are needed (SPEC 5).
 */
export function FeedbackDialog({ open, onClose, eventId, eventName, onDone }: FeedbackDialogProps) {
  const t = useMessages("review-forms");
  const language = useLanguage();
  const submitFeedback = useSubmitFeedback(eventId);
  const [occurred, setOccurred] = useState("yes");
  const [rating, setRating] = useState(0);
  const [review, setReview] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const reviewId = useId();
  const reviewRef = useRef<HTMLTextAreaElement>(null);
  const showedText = useRef(false);

  // A fresh form each time it opens.
  useEffect(() => {
    if (!open) return;
    setOccurred("yes");
    setRating(0);
    setReview("");
    setProblem(null);
    showedText.current = false;
  }, [open]);

  // The text field appears once stars are set; focus moves there the first time.
  useEffect(() => {
    if (rating > 0 && !showedText.current) {
      showedText.current = true;
      reviewRef.current?.focus();
    }
  }, [rating]);

  const busy = submitFeedback.isPending;

  const onSubmit = () => {
    if (busy) return;
    if (rating < LIMITS.starsMin || review.trim() === "" || !fitsLength(review, LIMITS.messageMaxLength)) {
      setProblem(t("reviewIncomplete"));
      return;
    }
    setProblem(null);
    submitFeedback.mutate(
      { eventOccured: occurred === "yes", rating, review: review.trim() },
      {
        onSuccess: (answer) =>
          onDone(serverSentence(t, FEEDBACK_SERVER_KEYS, answer) ?? t("serverReviewThanks")),
        onError: (err) => setProblem(errorIn(t, FEEDBACK_SERVER_KEYS, err)),
      },
    );
  };

  const idBase = useId();
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={t("feedbackTitle")}
      description={eventName}
      actionLabel={t("submitReview")}
      busy={busy}
      holdWhileBusy
      onSubmit={onSubmit}
      formClassName="space-y-5"
    >
      <div>
        <p id={`${idBase}-occurred`} className="mb-1.5 text-sm font-semibold text-gray-900">
          {t("didItHappen")}
        </p>
        <ChoiceChips
          name={`${idBase}-occurred`}
          label={t("didItHappen")}
          idPrefix={`${idBase}-occurred-first`}
          choices={[
            { value: "yes", label: t("yes") },
            { value: "no", label: t("no") },
          ]}
          value={occurred}
          onChange={setOccurred}
        />
      </div>
      <StarRating
        t={t}
        value={rating}
        onChange={(value) => {
          setRating(value);
          // The member is fixing what the message asked for: it goes, and comes back only on a
          // submit that is still incomplete.
          setProblem(null);
        }}
      />
      {rating > 0 && (
        <Field id={reviewId} label={t("yourReview")}>
          <textarea
            ref={reviewRef}
            id={reviewId}
            value={review}
            onChange={(event) => {
              setReview(event.target.value);
              setProblem(null);
            }}
            rows={4}
            placeholder={t("reviewPlaceholder")}
            aria-invalid={(problem !== null && review.trim() === "") || undefined}
            className={cn(inputBoxClasses, "min-h-28 resize-y py-3 leading-6")}
          />
          {characterCount(review) >= LIMITS.messageMaxLength * 0.9 && (
            <p className="mt-1 text-right text-xs text-gray-600 tabular-nums">
              {/* "1,850 / 2,000": figures, not words. */}
              {`${formatNumber(language, characterCount(review))} / ${formatNumber(language, LIMITS.messageMaxLength)}`}
            </p>
          )}
        </Field>
      )}
      {problem && <ErrorBox>{problem}</ErrorBox>}
    </FormDialog>
  );
}
