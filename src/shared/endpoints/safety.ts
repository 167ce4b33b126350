import { messageResponse } from "../contracts/events";
import { blockedListResponse, flagBody } from "../contracts/people";
import { endpoint } from "./endpoint";
import { blockParams, userParams } from "./params";

const refusals = [400, 404, 409] as const;

export const flagMember = endpoint({
  method: "POST",
  path: "/users/flag/:userId",
  summary: "Flag a member for the admins",
  params: userParams,
  body: flagBody,
  response: messageResponse,
  errors: refusals,
});

export const blockMember = endpoint({
  method: "POST",
  path: "/users/block/:userId",
  summary: "Block a member",
  params: userParams,
  response: messageResponse,
  errors: refusals,
});

export const unblockMember = endpoint({
  method: "DELETE",
  path: "/users/block/:userId",
  summary: "Lift a block you made",
  params: blockParams,
  response: messageResponse,
  errors: refusals,
});

export const blockedMembers = endpoint({
  method: "GET",
  path: "/users/blocked",
  summary: "Members the caller blocked",
  response: blockedListResponse,
});
