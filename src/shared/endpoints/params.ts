import { z } from "zod";

// The path parameters several endpoint files name, and the refusals most writes document, defined
// once so that `/events/:id` and `/admin/events/:id` read their id the same way.
export const idParams = z.object({ id: z.string() });
export const userParams = z.object({ userId: z.string() });
export const eventParams = z.object({ eventId: z.string() });

/** A write that checks its input, the caller's right, the target and the target's state. */
export const REFUSALS = [400, 403, 404, 409] as const;
