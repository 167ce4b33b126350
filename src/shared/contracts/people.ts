import { z } from "zod";
import { okEnvelope, pageEnvelope, pageLimit } from "./envelope";
import { memberSummarySchema, personRefSchema, verificationSchema } from "./person";
import { userSchema } from "./users";

// A person card (SPEC 2 /people): avatar, name, gender, location, match percent, and why.
// whyYouMatch is the SPEC's English sentence; whyYouMatchParts are the shared quiz answers it names, as
// stored (at most three), so that the web can say the line in the reader's language (issue 40).
const whyYouMatchFields = {
  whyYouMatch: z.string().nullable(),
  whyYouMatchParts: z.array(z.string()),
};
export const personCardSchema = memberSummarySchema.extend({
  matchPercentage: z.number().int().nullable(),
  ...whyYouMatchFields,
});

export const matchingQuery = z.object({
  cursor: z.coerce.number().int().min(0).max(1_000_000).optional(),
  limit: pageLimit,
});

export const matchesResponse = pageEnvelope(personCardSchema).extend({ total: z.number().int() });
export const compatibilityResponse = okEnvelope(
  z.object({ compatibilityScore: z.number().int().nullable() }),
);
export const matchedUserResponse = okEnvelope(
  userSchema.extend({ matchPercentage: z.number().int().nullable(), ...whyYouMatchFields }),
);
export const flagBody = z.object({ reason: z.string().max(5000).optional() });
export const blockedListResponse = okEnvelope(z.array(personRefSchema));

// Admin views.
export const adminUserCardSchema = memberSummarySchema.extend({
  role: z.string(),
  isBanned: z.boolean(),
  flagCount: z.number().int(),
  ...verificationSchema.shape,
});
export const adminUsersQuery = z.object({
  q: z.string().trim().max(100).optional(),
  gender: z.string().max(10).optional(),
});
export const adminUsersResponse = okEnvelope(z.array(adminUserCardSchema));

export const flagSchema = z.object({
  _id: z.string(),
  reason: z.string(),
  createdAt: z.string(),
  // null: the app raised the flag itself (repeated no-shows, ADR 0023).
  reportedBy: personRefSchema.nullable(),
});
export const flaggedUserSchema = memberSummarySchema.extend({
  isBanned: z.boolean(),
  flagCount: z.number().int(),
  flags: z.array(flagSchema),
});
export const flaggedUsersResponse = okEnvelope(z.array(flaggedUserSchema));

export const scoredPersonSchema = personCardSchema
  .omit({ whyYouMatch: true, whyYouMatchParts: true })
  .extend({ compatibility: z.number().int() });
export const adminUserProfileResponse = okEnvelope(
  userSchema.extend({
    flags: z.array(flagSchema),
    flagCount: z.number().int(),
    matches: z.array(scoredPersonSchema),
  }),
);
export const matchmakingResponse = okEnvelope(
  z.object({ matches: z.array(scoredPersonSchema), opposites: z.array(scoredPersonSchema) }),
);
export const adminCompatibilityResponse = okEnvelope(
  z.object({ compatibility: z.number().int(), assigned: z.boolean() }),
);
const answersSchema = userSchema.pick({
  _id: true,
  name: true,
  avatar: true,
  gender: true,
  location: true,
  scenePreferences: true,
  idealScenes: true,
  sceneEnergy: true,
  vibe: true,
  spontaneityComfort: true,
  scenePurpose: true,
  profileDetails: true,
});
export const commonResponse = okEnvelope(
  z.object({
    commonIdealScenes: z.array(z.string()),
    user1Details: answersSchema,
    user2Details: answersSchema,
  }),
);
export const assignScoreBody = z.object({
  score: z.union([z.number(), z.string()]).optional(),
  reason: z.string().max(2000).optional(),
});

export type PersonCard = z.infer<typeof personCardSchema>;
export type AdminUserCard = z.infer<typeof adminUserCardSchema>;
export type FlaggedUser = z.infer<typeof flaggedUserSchema>;
export type ScoredPerson = z.infer<typeof scoredPersonSchema>;
export type MatchedUserData = z.infer<typeof matchedUserResponse.shape.data>;
