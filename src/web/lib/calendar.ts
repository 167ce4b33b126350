import type { EventDto } from "@shared/contracts/events";
import { eventCalendar } from "@shared/endpoints/events";
import { COMMON_MESSAGES } from "@shared/texts";
import { endpointUrl } from "./call-endpoint";
import { downloadWithToken } from "./download";

function slugOf(name: string): string {
  return (
    name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-|-$/g, "") || "experience"
  );
}

/**
 * "Add to calendar": GET /api/events/{id}/calendar.ics is a file, not the JSON envelope, and needs the
 * bearer token, so it is downloaded through `downloadWithToken`. The file, its name and its words are
 * the server's, written in the member's language (ADR 0055). A refusal throws the server's sentence
 * with its code; a failure without one throws the generic "Something went wrong", and the screens say
 * it in the member's language with their own words (the event page's action-answers catalogue).
 */
export function downloadCalendar(event: Pick<EventDto, "_id" | "name">): Promise<void> {
  return downloadWithToken(endpointUrl(eventCalendar, { params: { id: event._id } }), {
    accept: "text/calendar",
    fallbackName: `${slugOf(event.name)}.ics`,
    failMessage: COMMON_MESSAGES.somethingWentWrong,
  });
}
