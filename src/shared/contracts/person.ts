import { z } from "zod";

// Who a person is wherever one is shown: id, name and avatar URL (null without a picture). Cards and
// list rows extend it with what their screen adds.
export const personRefSchema = z.object({ _id: z.string(), name: z.string(), avatar: z.string().nullable() });

// A member in a list of people (the people page, the admin's member index and flag list): who they
// are, their gender and where they live, as "City, Country".
export const memberSummarySchema = personRefSchema.extend({ gender: z.string(), location: z.string() });
