import { z } from "zod";
import { LANGUAGES } from "../languages";
import { GENDERS, ROLES } from "../options";
import { UPI_MESSAGES } from "../texts/upi";
import { readUpiId, UPI_ID_MAX_LENGTH } from "../upi-id";
import { okEnvelope } from "./envelope";
import { verificationSchema } from "./person";

export const eventSummarySchema = z.object({
  _id: z.string(),
  name: z.string(),
  image: z.string().nullable(),
  fromDate: z.string(),
  toDate: z.string(),
  location: z.string(),
});

export const userSchema = z.object({
  _id: z.string(),
  name: z.string(),
  username: z.string(),
  avatar: z.string().nullable(),
  gender: z.enum(GENDERS),
  currentLocation: z.object({ city: z.string(), country: z.string() }),
  location: z.string(),
  // Only for oneself and admins.
  mobileNo: z.string().optional(),
  dateOfBirth: z.string().optional(),
  email: z.string().optional(),
  // Where others pay the member back for a group's costs (issue 28 item 7): only for oneself here;
  // the group's members see it on its costs, never on a profile.
  upiId: z.string().nullable().optional(),
  // The member's language (ADR 0055): only for oneself, so the web can follow the account's choice.
  language: z.enum(LANGUAGES).optional(),
  createdAt: z.string(),
  role: z.enum(ROLES),
  isBanned: z.boolean(),
  // The SPEC's trustVerification stays the member's wish; phoneVerified and photoVerified are the
  // checks they earned (issue 38, ADRs 0041 and 0044), shown to everyone as badges.
  trustVerification: z.boolean(),
  ...verificationSchema.shape,
  hostRating: z.number().nullable(),
  // Whether the caller follows this member, and how many members do (issue 27 item 7).
  following: z.boolean(),
  followers: z.number().int().min(0),
  socialLinks: z.object({
    instagram: z.string().optional(),
    linkedin: z.string().optional(),
    x: z.string().optional(),
  }),
  profileImages: z.array(z.string()),
  scenePreferences: z.array(z.string()),
  idealScenes: z.array(z.string()),
  sceneEnergy: z.string(),
  vibe: z.string(),
  spontaneityComfort: z.string(),
  scenePurpose: z.array(z.string()),
  profileDetails: z.record(z.string(), z.string()),
  eventsHosted: z.array(eventSummarySchema),
  eventsAttended: z.array(eventSummarySchema),
});

export const getUserResponse = okEnvelope(userSchema);

export type User = z.infer<typeof userSchema>;
export type EventSummary = z.infer<typeof eventSummarySchema>;

// What a member changes of their own profile here: their UPI ID (blank removes it).
export const updateProfileBody = z.object({
  upiId: z
    .string({ error: UPI_MESSAGES.invalid })
    .max(UPI_ID_MAX_LENGTH, UPI_MESSAGES.invalid)
    .refine((text) => readUpiId(text).ok, UPI_MESSAGES.invalid),
});
export type UpdateProfileInput = z.infer<typeof updateProfileBody>;

export const updateProfileResponse = okEnvelope(z.object({ upiId: z.string().nullable() }));
