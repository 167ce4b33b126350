import { followStateResponse } from "../contracts/follows";
import { endpoint } from "./endpoint";
import { memberIdParams } from "./params";

// Following a host (issue 27 item 7): the follower is told of the host's new listings. Both are
// idempotent (following twice, or unfollowing a member one does not follow, answers the state).

export const followMember = endpoint({
  method: "PUT",
  path: "/users/:id/follow",
  summary: "Follow a member, to be told when they list a new experience",
  params: memberIdParams,
  response: followStateResponse,
  errors: [400, 404],
});

export const unfollowMember = endpoint({
  method: "DELETE",
  path: "/users/:id/follow",
  summary: "Stop following a member",
  params: memberIdParams,
  response: followStateResponse,
  errors: [400, 404],
});
