import { z } from "zod";
import { checkUserResponse, identityBody, loginResponse, signInConfigResponse } from "../contracts/auth";
import { okEnvelope } from "../contracts/envelope";
import { endpoint } from "./endpoint";

export const signInConfig = endpoint({
  method: "GET",
  path: "/auth/config",
  summary: "Where the sign-in popup goes",
  response: signInConfigResponse,
});

export const checkUser = endpoint({
  method: "POST",
  path: "/users/check-user",
  summary: "Whether the identity token's account is registered",
  body: identityBody,
  response: checkUserResponse,
  errors: [401],
});

export const login = endpoint({
  method: "POST",
  path: "/users/login",
  summary: "Exchange an identity token for an access token",
  body: identityBody,
  response: loginResponse,
  errors: [401, 403, 404],
});

export const logout = endpoint({
  method: "POST",
  path: "/users/logout",
  summary: "Revoke this session's access token",
  response: okEnvelope(z.null()),
});
