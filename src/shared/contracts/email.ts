import { z } from "zod";

// The unsubscribe link's query: the signed token naming the member and the kind of email.
export const unsubscribeQuery = z.object({ token: z.string().min(1).max(512) });
