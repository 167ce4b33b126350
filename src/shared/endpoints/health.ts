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

export const ready = endpoint({
  method: "GET",
  path: "/ready",
  summary:
    "Readiness: the database answers and has every migration (503 names what fails); degraded while a configured Redis is away",
  response: z.object({
    success: z.literal(true),
    data: z.object({
      // degraded: Redis is configured and away; the instance serves from its own view (ADR 0048).
      status: z.enum(["ready", "degraded"]),
      database: z.string(),
      redis: z.enum(["ok", "off", "down"]),
      migrations: z.literal("applied"),
    }),
  }),
  errors: [503],
});
