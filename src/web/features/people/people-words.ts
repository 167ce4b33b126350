import type { Gender } from "@shared/options";
import { ratingText } from "../../lib/format";
import type { MessageKey, Translate } from "../../lib/i18n";
import { serverSentence } from "../../lib/i18n/server-sentence";

// The people area's words for values the API speaks in English: a member's gender (the value stays
// what the API sends; the catalogue says it) and the codes of the server's refusals these screens
// show (ADR 0056).

type Key = MessageKey<"people">;
export type PeopleWords = Translate<"people">;

const GENDER_KEYS: Record<Gender, Key> = { male: "genderMale", female: "genderFemale", other: "genderOther" };

/** "female" reads "Female" ("महिला"); a value the app does not know is shown as given, capitalised. */
export function genderWords(t: PeopleWords, gender: string | null | undefined): string {
  const text = (gender ?? "").trim();
  const key = (GENDER_KEYS as Record<string, Key | undefined>)[text.toLowerCase()];
  if (key) return t(key);
  return text ? text.charAt(0).toUpperCase() + text.slice(1) : "";
}

/** "Female · Pune, India": the muted line under a member's name. */
export function personLine(
  t: PeopleWords,
  gender: string | null | undefined,
  location: string | null | undefined,
): string {
  return [genderWords(t, gender), (location ?? "").trim()].filter(Boolean).join(" · ");
}

/** "87%", or "N/A" when there is no percent (SPEC 8 "Compatibility lookup failure shows N/A"). */
export function percentText(t: PeopleWords, percent: number | null | undefined): string {
  return typeof percent === "number" && Number.isFinite(percent)
    ? `${Math.round(percent)}%`
    : t("notAvailable");
}

/** "4.5", or "N/A" when there is no rating yet (SPEC 2 "Host Rating (or N/A)"). */
export function ratingWords(t: PeopleWords, rating: number | null | undefined): string {
  return typeof rating === "number" && Number.isFinite(rating) ? ratingText(rating) : t("notAvailable");
}

// The refusals a flag, a block, a follow or a profile read can meet, by the server's code.
const SERVER_KEYS: Record<string, Key> = {
  memberNotFound: "serverMemberNotFound",
  "safety.flagReasonRequired": "serverFlagReasonRequired",
  "safety.flagTooLong": "serverFlagTooLong",
  "safety.flagSelf": "serverFlagSelf",
  "safety.flagDuplicate": "serverFlagDuplicate",
  "safety.blockSelf": "serverBlockSelf",
  "follow.followSelf": "serverFollowSelf",
  tooManyRequests: "serverTooManyRequests",
};

/** A failure as the member reads it: the server's sentence in their language when its code is known. */
export function failureWords(t: PeopleWords, error: unknown): string {
  return serverSentence(error, t, SERVER_KEYS);
}
