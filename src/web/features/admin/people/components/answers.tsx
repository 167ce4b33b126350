import type { IconNode } from "../../../../components/icon";
import { TitledSection } from "../../../../components/titled-section";
import { useAnswerWords } from "../../../../lib/answer-words";
import { cn } from "../../../../lib/cn";
import { useMessages } from "../../../../lib/i18n";
import { answerOf, PROFILE_QUESTIONS } from "../format";

/**
 * Options as chips, in the reader's language; `highlight` marks the ones to stand out (e.g. shared
 * with the other member).
 */
export function ChipList({
  values,
  highlight,
  label,
  className,
}: {
  values: readonly string[];
  highlight?: ReadonlySet<string>;
  label?: string;
  className?: string;
}) {
  const t = useMessages("admin-people");
  const answer = useAnswerWords();
  const chosen = values.filter((value) => value.trim() !== "");
  if (chosen.length === 0)
    return <p className={cn("text-sm text-gray-500", className)}>{t("notAnswered")}</p>;
  return (
    <ul aria-label={label} className={cn("flex flex-wrap gap-2", className)}>
      {chosen.map((value) => {
        const strong = highlight?.has(value);
        return (
          <li
            key={value}
            className={cn(
              "inline-flex min-h-8 items-center rounded-2xl border px-3 py-1 text-sm font-medium",
              strong
                ? "border-brand-500 bg-brand-700 text-white"
                : "border-brand-200 bg-brand-50 text-brand-800",
            )}
          >
            {answer(value)}
            {strong && <span className="sr-only"> {t("inCommon")}</span>}
          </li>
        );
      })}
    </ul>
  );
}

/** A titled card around one answer of the quiz, as chips. */
export function ChipCard({
  title,
  icon,
  values,
}: {
  title: string;
  icon: IconNode;
  values: readonly string[];
}) {
  return (
    <TitledSection title={title} icon={icon} headingLevel={3} size="compact">
      <ChipList values={values} className="mt-3" />
    </TitledSection>
  );
}

/** SPEC 2: the answer cards (always pack, travel soundtrack, favourite travel movie, ideal evening, last-minute action). */
export function AnswerCards({ details }: { details: Record<string, string> | null | undefined }) {
  const t = useMessages("admin-people");
  return (
    <dl className="grid gap-3 sm:grid-cols-2">
      {PROFILE_QUESTIONS.map(({ key, label }) => {
        const answer = answerOf(details, key);
        return (
          <div key={key} className="rounded-2xl border border-gray-200/80 bg-white p-4 shadow-sm">
            <dt className="text-xs font-semibold tracking-wide text-gray-500 uppercase">{t(label)}</dt>
            <dd
              className={cn(
                "mt-1 text-base break-words",
                answer ? "font-medium text-gray-900" : "text-gray-500 italic",
              )}
            >
              {answer ?? t("notAnswered")}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
