import { z } from "zod";

// Who a person is wherever one is shown: id, name and avatar URL (null without a picture). Cards and
// list rows extend it with what their screen adds.
export const personRefSchema = z.object({ _id: z.string(), name: z.string(), avatar: z.string().nullable() });

// A member in a list of people (the people page, the admin's member index and flag list): who they
// are, their gender and where they live, as "City, Country".
export const memberSummarySchema = personRefSchema.extend({ gender: z.string(), location: z.string() });

// The checks a member passed (issue 38 item 5, ADR 0047): a phone proved by a code sent by SMS, and a
// live selfie an admin compared with their pictures. Shown as badges wherever a member is weighed up:
// their profile, the host line of a listing, the Seekers and join requests a host reviews, and the
// admins' member views.
export const verificationSchema = z.object({ phoneVerified: z.boolean(), photoVerified: z.boolean() });
export type Verification = z.infer<typeof verificationSchema>;
