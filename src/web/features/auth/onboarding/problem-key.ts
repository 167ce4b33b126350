import { MIN_AGE } from "@shared/limits";
import { AUTH_MESSAGES, MESSAGES, MORE_MESSAGES } from "@shared/texts";
import type { MessageKey, MessageValues } from "../../../lib/i18n";

// The quiz keeps its problem as the English sentence the shared rules (shared/onboarding), the
// picture checks or the server gave: the SPEC's words, which the fields at fault are found by. The
// screen shows it in the member's language through this table. A sentence it does not know (what the
// server says beyond these) stays as it came until the server sends codes (issue 40 item 3).

export type Problem = { key: MessageKey<"onboarding">; values?: MessageValues };

const FIXED: Record<string, Problem> = {};
const fixed = (message: string, key: MessageKey<"onboarding">, values?: MessageValues) => {
  FIXED[message] = { key, values };
};
fixed(MESSAGES.phoneRequired, "phoneRequired");
fixed(MESSAGES.phoneLength, "phoneLength");
fixed(MESSAGES.nameRequired, "nameRequired");
fixed(MESSAGES.locationRequired, "locationRequired");
fixed(MESSAGES.dobRequired, "dobRequired");
fixed(MORE_MESSAGES.dobInvalid, "dobInvalid");
fixed(MORE_MESSAGES.underAge, "underAge", { minAge: MIN_AGE });
fixed(MESSAGES.genderRequired, "genderRequired");
fixed(MESSAGES.pictureRequired, "pictureRequired");
fixed(MESSAGES.scenePreferenceRequired, "scenePreferenceRequired");
fixed(MESSAGES.idealSceneRequired, "idealSceneRequired");
fixed(MESSAGES.sceneEnergyRequired, "sceneEnergyRequired");
fixed(MESSAGES.vibeRequired, "vibeRequired");
fixed(MESSAGES.spontaneityRequired, "spontaneityRequired");
fixed(MESSAGES.scenePurposeRequired, "scenePurposeRequired");
fixed(MESSAGES.trustRequired, "trustRequired");
fixed(MESSAGES.socialRequired, "socialRequired");
fixed(MORE_MESSAGES.unknownOption, "unknownOption");
fixed(MORE_MESSAGES.socialLink, "socialLink");
fixed(MESSAGES.avatarType, "avatarType");
fixed(MESSAGES.avatarSize, "avatarSize");
fixed(MESSAGES.avatarRequired, "avatarRequired");
fixed(AUTH_MESSAGES.registrationFailed, "registrationFailed");
fixed(MORE_MESSAGES.alreadyRegistered, "alreadyRegistered");
fixed(AUTH_MESSAGES.accountBanned, "accountBanned");

// Sentences with a file name or a number in them: each template is split where its value goes
// (called with a marker in place of the value), and a message that starts and ends as the template
// does gives the value back.
const MARK = "\u0000";
type Template = {
  key: MessageKey<"onboarding">;
  name: string;
  number: boolean;
  before: string;
  after: string;
};
const template = (
  write: ((value: string) => string) | ((value: number) => string),
  key: MessageKey<"onboarding">,
  name: string,
  number: boolean,
): Template => {
  const [before = "", after = ""] = (write as (value: unknown) => string)(MARK).split(MARK);
  return { key, name, number, before, after };
};
const TEMPLATES: readonly Template[] = [
  template(MESSAGES.notAnImage, "notAnImage", "file", false),
  template(MESSAGES.imageTooLarge, "imageTooLarge", "file", false),
  template(MESSAGES.maxSelectionsAllowed, "maxSelectionsAllowed", "max", true),
  template(MESSAGES.maxSelectionsReached, "maxSelectionsReached", "max", true),
  template(MORE_MESSAGES.tooMany, "tooMany", "max", true),
];

/** The catalogue key (and values) of a quiz problem, or null for a sentence the table does not know. */
export function problemKey(message: string): Problem | null {
  const known = FIXED[message];
  if (known) return known;
  for (const { key, name, number, before, after } of TEMPLATES) {
    if (message.length <= before.length + after.length) continue;
    if (!message.startsWith(before) || !message.endsWith(after)) continue;
    const value = message.slice(before.length, message.length - after.length);
    if (number && !/^\d+$/.test(value)) continue;
    return { key, values: { [name]: number ? Number(value) : value } };
  }
  return null;
}
