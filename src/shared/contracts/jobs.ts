import { z } from "zod";
import { okEnvelope } from "./envelope";

// A job that used all its attempts (or could never succeed), as the admins see it: what it was for,
// how often it ran and the last error. The payload stays on the server (it names members).
export const failedJobSchema = z.object({
  _id: z.string(),
  kind: z.string(),
  dedupKey: z.string(),
  attempts: z.number().int(),
  maxAttempts: z.number().int(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  failedAt: z.string().nullable(),
});

export const failedJobsResponse = okEnvelope(z.array(failedJobSchema));

export type FailedJob = z.infer<typeof failedJobSchema>;
