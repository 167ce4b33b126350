import type { EventDto } from "@shared/contracts/events";
import { eventCalendar } from "@shared/endpoints/events";
import { MESSAGES } from "@shared/texts";
import { ApiError } from "./api";
import { endpointUrl } from "./call-endpoint";
import { EVENT_TEXTS } from "./texts/events";
import { getAccessToken, isUsableToken } from "./token-storage";

function slugOf(name: string): string {
  return (
    name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-|-$/g, "") || "experience"
  );
}

/** The server's file name (Content-Disposition), or one made from the event's name. */
function fileNameOf(response: Response, eventName: string): string {
  const header = response.headers.get("Content-Disposition") ?? "";
  return /filename="?([^";]+)"?/i.exec(header)?.[1] ?? `${slugOf(eventName)}.ics`;
}

/**
 * "Add to calendar": GET /api/events/{id}/calendar.ics is a file, not the JSON envelope, and needs the
 * bearer token (a plain link could not carry it), so it is fetched here and handed to the browser as
 * a download through a temporary Blob URL. A refusal throws the server's sentence.
 */
export async function downloadCalendar(event: Pick<EventDto, "_id" | "name">): Promise<void> {
  const headers: Record<string, string> = { Accept: "text/calendar" };
  const token = getAccessToken();
  if (isUsableToken(token)) headers.Authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(endpointUrl(eventCalendar, { params: { id: event._id } }), { headers });
  } catch (err) {
    throw new Error(MESSAGES.networkError, { cause: err });
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { message?: unknown } | null;
    const message = typeof body?.message === "string" ? body.message : EVENT_TEXTS.calendarFailed;
    throw new ApiError(message, { status: response.status, body });
  }
  const blob = await response.blob();
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileNameOf(response, event.name);
  link.style.display = "none";
  document.body.append(link);
  try {
    link.click();
  } finally {
    link.remove();
    // Revoked on the next task: the click has started the download by then.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}
