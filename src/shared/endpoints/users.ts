import { getUserResponse } from "../contracts/users";
import { endpoint } from "./endpoint";
import { idParams } from "./params";

export const getUser = endpoint({
  method: "GET",
  path: "/users/:id",
  summary: "A member's profile as the caller may see it",
  params: idParams,
  response: getUserResponse,
  errors: [404],
});
