import type { SignInConfig } from "@shared/contracts/auth";
import * as auth from "@shared/endpoints/auth";
import { register as registerEndpoint } from "@shared/endpoints/onboarding";
import { LIMITS } from "@shared/limits";
import { callEndpoint } from "../../lib/call-endpoint";
import { changeLanguage } from "../../lib/i18n";
import { forgetMemberReads } from "../../lib/offline-cache";
import { saveSession } from "../../lib/token-storage";

// The onboarding calls of SPEC 7. The identity token travels as `firebaseToken`, with the nonce
// this attempt put into it, so that the server can check the token was minted for this very sign-in.

/** A signed-in identity kept in memory between the popup and the last onboarding step. */
export type Identity = { idToken: string; nonce: string };

export type { SignInConfig };

export const signInConfigQueryKey = ["auth", "config"] as const;

export async function fetchSignInConfig(signal?: AbortSignal): Promise<SignInConfig> {
  return (await callEndpoint(auth.signInConfig, { signal })).data;
}

const body = (identity: Identity) => ({ firebaseToken: identity.idToken, nonce: identity.nonce });

/** POST /users/check-user: whether this identity already has an account (15 s). */
export async function checkUser(identity: Identity, signal?: AbortSignal): Promise<boolean> {
  const answer = await callEndpoint(auth.checkUser, {
    body: body(identity),
    timeoutMs: LIMITS.checkUserTimeoutMs,
    signal,
  });
  return Boolean(answer.data?.exists);
}

/**
 * POST /users/login (15 s), then stores accessToken, userID and authToken (SPEC 3 "Device storage").
 * Whatever reads an earlier member left in the service worker's cache go first (a session that
 * ended without Logout, an expired token, leaves them).
 */
export async function logIn(identity: Identity, signal?: AbortSignal): Promise<string> {
  const answer = await callEndpoint(auth.login, {
    body: body(identity),
    timeoutMs: LIMITS.loginTimeoutMs,
    signal,
  });
  const userId = answer.data.user._id;
  await forgetMemberReads();
  saveSession({ accessToken: answer.data.accessToken, userId });
  // Once signed in, the account's language is the member's choice (ADR 0055): the screens switch to
  // it, and the device remembers it for the next start.
  await changeLanguage(answer.data.user.language);
  return userId;
}

/** POST /users/register with the multipart form of SPEC 3 (30 s). */
export async function register(form: FormData, signal?: AbortSignal): Promise<void> {
  await callEndpoint(registerEndpoint, { body: form, timeoutMs: LIMITS.registerTimeoutMs, signal });
}
