import { z } from "zod";
import { HELP_MESSAGES } from "../texts/help";
import { okEnvelope } from "./envelope";

// "Help one tap away" (issue 38 item 7, ADR 0045). The bodies are loose on purpose: the server
// answers each wrong field with its own sentence (400), and nothing is changed on bad input.

export const trustedContactBody = z.object({
  name: z.string().max(400).optional(),
  /** As the member typed it; the server reads it (E.164, India unless it says otherwise). */
  phone: z.string().max(64).optional(),
  email: z.string().max(400).optional(),
});

export const trustedContactSchema = z.object({
  name: z.string(),
  /** E.164, or null. */
  phone: z.string().nullable(),
  email: z.string().nullable(),
  updatedAt: z.string(),
});

/** The member's trusted contact, or null when none is saved. */
export const trustedContactResponse = okEnvelope(trustedContactSchema.nullable());

const coordinate = (max: number) =>
  z
    .number({ error: HELP_MESSAGES.badPoint })
    .min(-max, HELP_MESSAGES.badPoint)
    .max(max, HELP_MESSAGES.badPoint);

/** Where the member is now, only when they allowed it at that moment (both or neither). */
export const helpContactBody = z.object({
  lat: coordinate(90).optional(),
  lng: coordinate(180).optional(),
});

export const helpReportBody = z.object({
  details: z.string().max(2000).optional(),
});

export const helpSentSchema = z.object({
  kind: z.enum(["contact", "team"]),
  createdAt: z.string(),
  /** For `contact`: how the contact was reached. */
  sms: z.boolean(),
  email: z.boolean(),
  /** Whether the location went with it. */
  location: z.boolean(),
});
export const helpSentResponse = okEnvelope(helpSentSchema);

export type TrustedContact = z.infer<typeof trustedContactSchema>;
export type TrustedContactInput = z.infer<typeof trustedContactBody>;
export type HelpSent = z.infer<typeof helpSentSchema>;
