import { formatMoment } from "./format";
import { EVENT_TEXTS } from "./texts";

/**
 * What a member offered a seat from the waitlist is told (issue 25 item 11): the host has their
 * request, until when. The event page and the member's own view of the experience both say it.
 */
export function offeredNote(deadline: string | null): string {
  const when = deadline ? formatMoment(deadline) : "";
  return when ? EVENT_TEXTS.offeredUntil(when) : EVENT_TEXTS.offeredNote;
}
