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
  summary: "Readiness: the database and Redis answer and every migration is applied (503 names what fails)",
  response: z.object({
    success: z.literal(true),
    data: z.object({
      status: z.literal("ready"),
      database: z.string(),
      redis: z.enum(["ok", "off"]),
      migrations: z.literal("applied"),
    }),
  }),
  errors: [503],
});
