import { z } from "zod";
import { endpoint } from "./endpoint";

export const health = endpoint({
  method: "GET",
  path: "/health",
  summary: "Liveness and database check",
  response: z.object({
    success: z.literal(true),
    data: z.object({ status: z.literal("ok"), database: z.string() }),
  }),
  errors: [503],
});
