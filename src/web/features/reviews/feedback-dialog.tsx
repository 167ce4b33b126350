import { LIMITS } from "@shared/limits";
import { characterCount, fitsLength } from "@shared/text-length";
import { MESSAGES } from "@shared/texts";
import { Star } from "lucide";
import { useEffect, useId, useRef, useState } from "react";
import { ErrorBox } from "../../components/error-box";
import type { FeedbackDialogProps } from "../../components/feedback-dialog-slot";
import { ChoiceChips, Field, inputBoxClasses } from "../../components/form-controls";
import { FormDialog } from "../../components/form-dialog";
import { Icon } from "../../components/icon";
import { errorMessage } from "../../lib/api";
import { cn } from "../../lib/cn";
import { formatCount } from "../../lib/format";
import { REVIEW_TEXTS } from "../../lib/texts";
import { useSubmitFeedback } from "./api";

const STARS = Array.from({ length: LIMITS.starsMax - LIMITS.starsMin + 1 }, (_, i) => LIMITS.starsMin + i);

/** 1 to 5 stars as real radio buttons: arrows move between them, screen readers say "4 stars". */
function StarRating({ value, onChange }: { value: number; onChange: (value: number) => void }) {
  const labelId = useId();
  const name = useId();
  const [hovered, setHovered] = useState(0);
  const shown = hovered || value;
  return (
    <div>
      <p id={labelId} className="mb-1.5 text-sm font-semibold text-gray-900">
        {REVIEW_TEXTS.yourRating}
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
                aria-label={REVIEW_TEXTS.stars(n)}
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
          <span className="text-sm font-medium text-gray-700">{REVIEW_TEXTS.ratingWords[shown]}</span>
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
      setProblem(MESSAGES.reviewIncomplete);
      return;
    }
    setProblem(null);
    submitFeedback.mutate(
      { eventOccured: occurred === "yes", rating, review: review.trim() },
      {
        onSuccess: (message) => onDone(message || MESSAGES.reviewThanks),
        onError: (err) => setProblem(errorMessage(err)),
      },
    );
  };

  const idBase = useId();
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={REVIEW_TEXTS.feedbackTitle}
      description={eventName}
      actionLabel={REVIEW_TEXTS.submitReview}
      busy={busy}
      holdWhileBusy
      onSubmit={onSubmit}
      formClassName="space-y-5"
    >
      <div>
        <p id={`${idBase}-occurred`} className="mb-1.5 text-sm font-semibold text-gray-900">
          {REVIEW_TEXTS.didItHappen}
        </p>
        <ChoiceChips
          name={`${idBase}-occurred`}
          label={REVIEW_TEXTS.didItHappen}
          idPrefix={`${idBase}-occurred-first`}
          choices={[
            { value: "yes", label: REVIEW_TEXTS.yes },
            { value: "no", label: REVIEW_TEXTS.no },
          ]}
          value={occurred}
          onChange={setOccurred}
        />
      </div>
      <StarRating
        value={rating}
        onChange={(value) => {
          setRating(value);
          // The member is fixing what the message asked for: it goes, and comes back only on a
          // submit that is still incomplete.
          setProblem(null);
        }}
      />
      {rating > 0 && (
        <Field id={reviewId} label={REVIEW_TEXTS.yourReview}>
          <textarea
            ref={reviewRef}
            id={reviewId}
            value={review}
            onChange={(event) => {
              setReview(event.target.value);
              setProblem(null);
            }}
            rows={4}
            placeholder={REVIEW_TEXTS.reviewPlaceholder}
            aria-invalid={(problem !== null && review.trim() === "") || undefined}
            className={cn(inputBoxClasses, "min-h-28 resize-y py-3 leading-6")}
          />
          {characterCount(review) >= LIMITS.messageMaxLength * 0.9 && (
            <p className="mt-1 text-right text-xs text-gray-600 tabular-nums">
              {REVIEW_TEXTS.counter(
                formatCount(characterCount(review)),
                formatCount(LIMITS.messageMaxLength),
              )}
            </p>
          )}
        </Field>
      )}
      {problem && <ErrorBox>{problem}</ErrorBox>}
    </FormDialog>
  );
}
