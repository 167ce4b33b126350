import { z } from "zod";
import { PHONE_MESSAGES } from "../texts/phone";
import { okEnvelope } from "./envelope";

// A member's phone check (issue 38, ADR 0041). The number is normalised by the server (E.164,
// India by default); the form sends what the member typed.

export const requestPhoneCodeBody = z.object({
  mobileNo: z
    .string({ error: PHONE_MESSAGES.invalidNumber })
    .trim()
    .min(1, PHONE_MESSAGES.invalidNumber)
    .max(32, PHONE_MESSAGES.invalidNumber),
});

export const PHONE_CODE_PATTERN = /^\d{6}$/;

export const verifyPhoneCodeBody = z.object({
  code: z
    .string({ error: PHONE_MESSAGES.codeFormat })
    .transform((code) => code.replace(/\s+/g, ""))
    .pipe(z.string().regex(PHONE_CODE_PATTERN, PHONE_MESSAGES.codeFormat)),
});

export const phoneStatusSchema = z.object({
  // The profile's number (10 digits for India, E.164 otherwise).
  mobileNo: z.string(),
  phoneVerified: z.boolean(),
  // The code waiting to be entered, if any: where it went, until when it works, when another may be asked.
  pending: z
    .object({ to: z.string(), expiresAt: z.string(), resendAt: z.string(), triesLeft: z.number().int() })
    .nullable(),
  // False where the server has no SMS provider (production without SMS_URL).
  available: z.boolean(),
});

export const phoneStatusResponse = okEnvelope(phoneStatusSchema);

export type PhoneStatus = z.infer<typeof phoneStatusSchema>;
export type RequestPhoneCodeInput = z.infer<typeof requestPhoneCodeBody>;
export type VerifyPhoneCodeInput = z.infer<typeof verifyPhoneCodeBody>;
