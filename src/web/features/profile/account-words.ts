import type { NotificationCategory } from "@shared/contracts/preferences";
import type { Gender } from "@shared/options";
import type { MessageKey, Translate } from "../../lib/i18n";

// The account area's words (the profile's detail screens) for values the API speaks in English: a
// member's gender and the kinds of notification. The values stay what the API sends and takes.

type Key = MessageKey<"account">;
export type AccountWords = Translate<"account">;

const GENDER_KEYS: Record<Gender, Key> = { male: "genderMale", female: "genderFemale", other: "genderOther" };

/** "female" reads "Female" ("महिला"); a value the app does not know is shown as given. */
export function genderWords(t: AccountWords, gender: string | null | undefined): string {
  if (!gender) return "";
  const key = (GENDER_KEYS as Record<string, Key | undefined>)[gender];
  return key ? t(key) : gender;
}

export const CATEGORY_KEYS: Record<NotificationCategory, { name: Key; hint: Key }> = {
  requests: { name: "categoryRequests", hint: "hintRequests" },
  messages: { name: "categoryMessages", hint: "hintMessages" },
  reminders: { name: "categoryReminders", hint: "hintReminders" },
  eventUpdates: { name: "categoryEventUpdates", hint: "hintEventUpdates" },
  newNearYou: { name: "categoryNewNearYou", hint: "hintNewNearYou" },
};
