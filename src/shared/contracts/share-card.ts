import { z } from "zod";
import { okEnvelope } from "./envelope";

// A link worth sharing (issue 27 item 5, ADR 0031): what anyone holding an experience's link may
// know about it before signing in. Exactly what the card on a chat app shows (cover, name, days,
// area); never the meeting point, the host, who is going, or anything else about members.
export const eventPreviewSchema = z.strictObject({
  _id: z.string(),
  name: z.string(),
  // The cover, or the category's own picture when there is none: a path on this server.
  image: z.string(),
  // Instants, read as India's days (like an event's detail).
  fromDate: z.string(),
  toDate: z.string(),
  // "HH:MM", India time.
  time: z.string(),
  // "City, State".
  place: z.string(),
});
export type EventPreview = z.infer<typeof eventPreviewSchema>;
export const eventPreviewResponse = okEnvelope(eventPreviewSchema);
