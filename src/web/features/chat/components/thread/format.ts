import type { Language, Translate } from "../../../../lib/i18n";
import { dayLabelIn } from "../../../../lib/times-in-words";

/** A day separator: "Today", "Yesterday", else the date (SPEC 9's "dd MMM yyyy" in English). */
export function dayLabel(t: Translate<"thread">, language: Language, iso: string, now = new Date()): string {
  return dayLabelIn(language, iso, { today: t("today"), yesterday: t("yesterday") }, now);
}

/** Messages of one sender closer than this run together: one name and one avatar for the run. */
export const RUN_GAP_MS = 5 * 60 * 1000;
