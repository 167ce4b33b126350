import { z } from "zod";
import { GENDERS, ROLES } from "../options";
import { okEnvelope } from "./envelope";

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
  createdAt: z.string(),
  role: z.enum(ROLES),
  isBanned: z.boolean(),
  trustVerification: z.boolean(),
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
