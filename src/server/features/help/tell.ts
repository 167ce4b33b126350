import { createHash } from "node:crypto";
import { EVENT_TIME_ZONE } from "../../../shared/event-rules";
import { HELP_MESSAGES } from "../../../shared/texts";
import type { EventRow } from "../../db/event-columns";
import { escapeHtml } from "../../platform/html";
import { appName } from "../../platform/i18n/words";
import type { Mailer } from "../../platform/mail";
import type { SmsSender } from "../../platform/sms";
import type { ContactRow } from "./contact-service";
import { mapsSearchUrl, mapsUrl } from "./policy";

// What the trusted contact reads (ADR 0045), and its sending: an SMS when the contact has a number,
// an email when they have an address, both at once. Neither goes through the job queue from a
// request: a member asking for help hears at once whether their contact was reached.

export type Reach = { sms: SmsSender; mailer: Mailer };
export type Told = { sms: boolean; email: boolean };
export type Words = { sms: string; subject: string; text: string };

const whenFormat = new Intl.DateTimeFormat("en-IN", {
  timeZone: EVENT_TIME_ZONE,
  weekday: "short",
  day: "numeric",
  month: "short",
  hour: "numeric",
  minute: "2-digit",
});

/** The experience as the contact reads it: its name, when, the meeting point and a maps link. */
export function placeOf(event: EventRow) {
  const where = [event.meetingPlace, event.meetingAddress, event.city].filter(Boolean).join(", ");
  const url =
    event.meetingLat !== null && event.meetingLng !== null
      ? mapsUrl(event.meetingLat, event.meetingLng)
      : event.meetingPlace
        ? mapsSearchUrl(where)
        : null;
  return { event: event.name, when: whenFormat.format(event.fromDate), where, mapsUrl: url };
}

export function helpWords(
  member: string,
  event: EventRow,
  point: { lat: number; lng: number } | null,
): Words {
  const place = placeOf(event);
  const sms = HELP_MESSAGES.smsHelp({
    member,
    ...place,
    hereUrl: point ? mapsUrl(point.lat, point.lng) : null,
  });
  return {
    sms,
    subject: HELP_MESSAGES.emailHelpSubject(member),
    text: `${sms}\n\n${HELP_MESSAGES.emailFooter(member, appName())}`,
  };
}

export function homeSafeWords(member: string, event: EventRow): Words {
  const sms = HELP_MESSAGES.smsHomeSafe({ member, ...placeOf(event) });
  return {
    sms,
    subject: HELP_MESSAGES.emailHomeSafeSubject(member),
    text: `${sms}\n\n${HELP_MESSAGES.emailFooter(member, appName())}`,
  };
}

const linkify = (text: string) =>
  escapeHtml(text).replace(/https:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);

/**
 * Sends the words to the contact by every channel they have, together. Answers which reached them;
 * `onFailed` hears each failure (logged without the words). `key` makes the email's id stable.
 */
export async function tellContact(
  reach: Reach,
  contact: Pick<ContactRow, "phoneE164" | "email">,
  words: Words,
  key: string,
  onFailed: (channel: "sms" | "email", error: unknown) => void = () => {},
): Promise<Told> {
  const sms = contact.phoneE164
    ? reach.sms.send({ to: contact.phoneE164, body: words.sms }).then(
        () => true,
        (error) => {
          onFailed("sms", error);
          return false;
        },
      )
    : Promise.resolve(false);
  const email = contact.email
    ? reach.mailer
        .send({
          to: contact.email,
          subject: words.subject,
          text: words.text,
          html: `<!doctype html><html><body style="font-family:system-ui,sans-serif">${words.text
            .split("\n\n")
            .map((p) => `<p>${linkify(p)}</p>`)
            .join("")}</body></html>`,
          messageId: `<${createHash("sha256").update(key).digest("hex").slice(0, 32)}@help.meetup>`,
          headers: {},
        })
        .then(
          () => true,
          (error) => {
            onFailed("email", error);
            return false;
          },
        )
    : Promise.resolve(false);
  const [smsSent, emailSent] = await Promise.all([sms, email]);
  return { sms: smsSent, email: emailSent };
}
