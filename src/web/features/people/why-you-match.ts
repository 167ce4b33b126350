import type { PersonCard } from "@shared/contracts/people";
import { useAnswerWords } from "../../lib/answer-words";
import { DEFAULT_LANGUAGE, formatList, useLanguage, useMessages } from "../../lib/i18n";

type Why = Pick<PersonCard, "whyYouMatch" | "whyYouMatchParts">;

/**
 * The "why you match" line in the reader's language (issue 40). The server sends the SPEC's English
 * sentence, which English readers get as sent (it says "Sunday café crawls", plurals the catalogue's
 * answers do not hold), and the shared answers it names, as stored, which any other language says
 * with its own words for them, joined as that language joins a list.
 */
export function useWhyYouMatch(): (person: Why) => string | null {
  const t = useMessages("people");
  const language = useLanguage();
  const words = useAnswerWords();
  return (person) => {
    const sentence = person.whyYouMatch?.trim() || null;
    const parts = person.whyYouMatchParts ?? [];
    if (parts.length === 0 || (language === DEFAULT_LANGUAGE && sentence)) return sentence;
    return t("whyYouMatchLine", { list: formatList(language, parts.map(words)) });
  };
}
