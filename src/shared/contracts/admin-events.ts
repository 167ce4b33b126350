import { z } from "zod";
import { okEnvelope } from "./envelope";
import { eventSchema } from "./events";

// The admin view names the host (SPEC 3: createdBy is an object with name and email there).
export const adminEventSchema = eventSchema.extend({
  createdBy: z.object({ _id: z.string(), name: z.string(), email: z.string() }),
});

export const adminEventsQuery = z.object({ q: z.string().trim().max(100).optional() });
export const adminEventsResponse = okEnvelope(z.array(adminEventSchema));
export const adminEventResponse = okEnvelope(adminEventSchema);

export type AdminEvent = z.infer<typeof adminEventSchema>;
