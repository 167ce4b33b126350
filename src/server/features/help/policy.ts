import { z } from "zod";
import { type HelpWindow, helpWindow } from "../../../shared/help-window";
import { TRUSTED_CONTACT_MESSAGES as T, TRUSTED_CONTACT_NAME_MAX } from "../../../shared/texts";
import { readPhoneNumber } from "../phone/number";

// Who may ask for help, when, and how often (ADR 0045): small pure functions, no database.

export const HOUR_MS = 3600_000;
export const DAY_MS = 24 * HOUR_MS;
/** "Tell my contact now": per member and experience in an hour, and per member in a day. */
export const CONTACT_PER_EVENT_PER_HOUR = 3;
export const CONTACT_PER_DAY = 10;
/** "Report to the team": per member and experience in an hour. */
export const REPORTS_PER_EVENT_PER_HOUR = 3;
/** An unanswered "Home safe?" tells the contact this long after the prompt. */
export const HOME_SAFE_ALERT_AFTER_MS = 30 * 60_000;
export const HELP_DETAILS_MAX = 500;

type HelpEvent = { createdBy: string; status: string; eventStatus: string; fromDate: Date; toDate: Date };

/** The host and the accepted members: the people who are there. */
export const canAskHelp = (userId: string, event: HelpEvent, seat: { requestStatus: string } | null) =>
  event.createdBy === userId || seat?.requestStatus === "accepted";

/** Listed and not cancelled. */
export const isTakingPlace = (event: HelpEvent) =>
  event.status === "approved" && event.eventStatus !== "cancelled";

/** Why Help is not open now, or null when it is. */
export function helpClosedReason(event: HelpEvent, now: Date): "closed" | Exclude<HelpWindow, "open"> | null {
  if (!isTakingPlace(event)) return "closed";
  const window = helpWindow(event, now);
  return window === "open" ? null : window;
}

/** Whether the viewer sees the Help button now (the event page's `helpOpen`). */
export const helpOpenFor = (
  userId: string,
  event: HelpEvent,
  seat: { requestStatus: string } | null,
  now: Date,
) => canAskHelp(userId, event, seat) && helpClosedReason(event, now) === null;

export type ContactInput = {
  name?: string | undefined;
  phone?: string | undefined;
  email?: string | undefined;
};
export type ReadContact =
  | { ok: true; name: string; phoneE164: string | null; email: string | null }
  | { ok: false; message: string };

const emailSchema = z.email();

/**
 * A trusted contact as the member typed it, read: a name, and a mobile number (E.164, India unless
 * it says otherwise, of a country SMS reaches) or an email, or both; never the member's own.
 */
export function readContact(
  input: ContactInput,
  own: { email: string; phones: readonly string[] },
  countries: readonly string[],
): ReadContact {
  const name = (input.name ?? "").trim().replace(/\s+/g, " ");
  if (!name) return { ok: false, message: T.nameRequired };
  if ([...name].length > TRUSTED_CONTACT_NAME_MAX) return { ok: false, message: T.nameTooLong };
  const phoneText = (input.phone ?? "").trim();
  const emailText = (input.email ?? "").trim();
  if (!phoneText && !emailText) return { ok: false, message: T.reachRequired };
  let phoneE164: string | null = null;
  if (phoneText) {
    const read = readPhoneNumber(phoneText, countries);
    if (!read.ok) return { ok: false, message: T.invalidNumber };
    if (own.phones.includes(read.e164)) return { ok: false, message: T.ownNumber };
    phoneE164 = read.e164;
  }
  let email: string | null = null;
  if (emailText) {
    if (emailText.length > 254 || !emailSchema.safeParse(emailText).success)
      return { ok: false, message: T.invalidEmail };
    if (emailText.toLowerCase() === own.email.trim().toLowerCase()) return { ok: false, message: T.ownEmail };
    email = emailText;
  }
  return { ok: true, name, phoneE164, email };
}

/** A point the browser gave: both coordinates or neither. */
export const pointOf = (lat: number | undefined, lng: number | undefined) =>
  lat === undefined && lng === undefined
    ? { ok: true as const, point: null }
    : lat === undefined || lng === undefined
      ? { ok: false as const }
      : { ok: true as const, point: { lat, lng } };

export const mapsUrl = (lat: number, lng: number) =>
  `https://maps.google.com/?q=${lat.toFixed(5)},${lng.toFixed(5)}`;
export const mapsSearchUrl = (query: string) =>
  `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;
