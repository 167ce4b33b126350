import type { EventDto } from "@shared/contracts/events";
import { eventCalendar } from "@shared/endpoints/events";
import { endpointUrl } from "./call-endpoint";
import { downloadWithToken } from "./download";
import { EVENT_TEXTS } from "./texts/events";

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
 * bearer token, so it is downloaded through `downloadWithToken`. A refusal throws the server's sentence.
 */
export function downloadCalendar(event: Pick<EventDto, "_id" | "name">): Promise<void> {
  return downloadWithToken(endpointUrl(eventCalendar, { params: { id: event._id } }), {
    accept: "text/calendar",
    fallbackName: `${slugOf(event.name)}.ics`,
    failMessage: EVENT_TEXTS.calendarFailed,
  });
}
