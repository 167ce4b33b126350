import { z } from "zod";
import { okEnvelope } from "./envelope";

// A member's copy of their data (ADR 0025): asked for, prepared in the background, offered for 24 hours.
// "expired" is how a ready copy reads once its 24 hours are over (until the daily prune deletes it).
export const DATA_EXPORT_STATUSES = ["pending", "ready", "failed", "expired"] as const;
export type DataExportStatus = (typeof DATA_EXPORT_STATUSES)[number];

export const dataExportSchema = z.object({
  _id: z.string(),
  status: z.enum(DATA_EXPORT_STATUSES),
  createdAt: z.string(),
  readyAt: z.string().nullable(),
  expiresAt: z.string().nullable(),
  // Bytes of the ZIP once ready.
  size: z.number().int().nullable(),
});
export type DataExport = z.infer<typeof dataExportSchema>;

// The latest copy asked for, or null when there is none.
export const dataExportResponse = okEnvelope(dataExportSchema.nullable());
export const dataExportCreatedResponse = okEnvelope(dataExportSchema);

// The member types the confirmation word (DELETE_CONFIRMATION_WORD); anything else is refused.
export const deleteAccountBody = z.object({ confirmation: z.string().max(100) });
export type DeleteAccountBody = z.infer<typeof deleteAccountBody>;
