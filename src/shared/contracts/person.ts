import { z } from "zod";

// Who a person is wherever one is shown: id, name and avatar URL (null without a picture). Cards and
// list rows extend it with what their screen adds.
export const personRefSchema = z.object({ _id: z.string(), name: z.string(), avatar: z.string().nullable() });
