import { useAnswerWords } from "../lib/answer-words";
import { NotGiven } from "./field-list";
import type { IconNode } from "./icon";
import { TitledSection } from "./titled-section";

/**
 * One answer of the member's quiz: a titled card with the chosen options as orange chips, in the
 * reader's language.
 */
export function ChipGroup({ title, icon, values }: { title: string; icon: IconNode; values: string[] }) {
  const answer = useAnswerWords();
  const chosen = values.filter((value) => value.trim() !== "");
  return (
    <TitledSection title={title} icon={icon}>
      {chosen.length > 0 ? (
        <ul className="mt-3 flex flex-wrap gap-2">
          {chosen.map((value) => (
            <li
              key={value}
              className="inline-flex min-h-9 items-center rounded-full border border-brand-200 bg-brand-50 px-3.5 py-1.5 text-sm font-medium text-brand-800"
            >
              {answer(value)}
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-3 text-sm">
          <NotGiven />
        </p>
      )}
    </TitledSection>
  );
}
