import { z } from "zod";
import { LANGUAGES } from "../languages";
import { MESSAGES } from "../texts";
import { okEnvelope } from "./envelope";

// The identity token field is `firebaseToken` (SPEC 7); `idToken` is accepted too.
export const identityBody = z
  .object({
    firebaseToken: z.string().min(1).max(8192).optional(),
    idToken: z.string().min(1).max(8192).optional(),
    nonce: z.string().max(200).optional(),
  })
  .refine((b) => Boolean(b.firebaseToken ?? b.idToken), { message: MESSAGES.idTokenMissing });

export const checkUserResponse = okEnvelope(z.object({ exists: z.boolean() }));

export const loginResponse = okEnvelope(
  z.object({
    accessToken: z.string(),
    // The account's language (ADR 0055): the web switches to it as the member signs in.
    user: z.object({
      _id: z.string(),
      name: z.string(),
      role: z.enum(["member", "admin"]),
      language: z.enum(LANGUAGES),
    }),
  }),
);

export type IdentityBody = z.infer<typeof identityBody>;

// How the web app starts a sign-in: the issuer's authorization page and our client id there.
export const signInConfigResponse = okEnvelope(
  z.object({
    provider: z.enum(["google", "development"]),
    authorizationEndpoint: z.string(),
    clientId: z.string(),
  }),
);
export type SignInConfig = z.infer<typeof signInConfigResponse>["data"];
