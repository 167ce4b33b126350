import { z } from "zod";
import { okEnvelope } from "./envelope";

// Following a host (issue 27 item 7): whether the caller follows the member, and how many members
// do. The profile carries the same two fields; following or unfollowing answers them afresh.
export const followStateSchema = z.object({
  following: z.boolean(),
  followers: z.number().int().min(0),
});
export const followStateResponse = okEnvelope(followStateSchema);

export type FollowState = z.infer<typeof followStateSchema>;
