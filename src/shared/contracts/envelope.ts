import { z } from "zod";

// Every success answers { success: true, message?, data }; every failure { success: false, message }.
// A sentence of the server's catalogue also carries its `code` (issue 40: the web renders it in the
// member's language; `message` stays the SPEC's English); a sentence built from values, its `values`.
export const sentenceValues = z.record(z.string(), z.union([z.string(), z.number()]));

export const errorEnvelope = z.object({
  success: z.literal(false),
  message: z.string(),
  code: z.string().optional(),
  values: sentenceValues.optional(),
});

export const okEnvelope = <T extends z.ZodType>(data: T) =>
  z.object({
    success: z.literal(true),
    message: z.string().optional(),
    code: z.string().optional(),
    values: sentenceValues.optional(),
    data,
  });

export type ErrorEnvelope = z.infer<typeof errorEnvelope>;
export type OkEnvelope<T> = {
  success: true;
  message?: string;
  code?: string;
  values?: Record<string, string | number>;
  data: T;
};

// A page of a list: its items and the cursor of the next page (null on the last page).
export const pageEnvelope = <T extends z.ZodType>(item: T) =>
  okEnvelope(z.array(item)).extend({ nextCursor: z.string().nullable() });

/** How many items a page query asks for: 20 unless said, 50 at most. */
export const pageLimit = z.coerce.number().int().min(1).max(50).default(20);
