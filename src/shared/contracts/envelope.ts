import { z } from "zod";

// Every success answers { success: true, message?, data }; every failure { success: false, message }.
export const errorEnvelope = z.object({ success: z.literal(false), message: z.string() });

export const okEnvelope = <T extends z.ZodType>(data: T) =>
  z.object({ success: z.literal(true), message: z.string().optional(), data });

export type ErrorEnvelope = z.infer<typeof errorEnvelope>;
export type OkEnvelope<T> = { success: true; message?: string; data: T };
