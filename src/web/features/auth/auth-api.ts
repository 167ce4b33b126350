import type { SignInConfig } from "@shared/contracts/auth";
import { LIMITS } from "@shared/limits";
import { api } from "../../lib/api";
import { saveSession } from "../../lib/token-storage";

// The onboarding calls of SPEC 7. The identity token travels as `firebaseToken`, with the nonce
// this attempt put into it, so that the server can check the token was minted for this very sign-in.

/** A signed-in identity kept in memory between the popup and the last onboarding step. */
export type Identity = { idToken: string; nonce: string };

export type { SignInConfig };

type LoginData = { accessToken: string; user: { _id: string } };

export const signInConfigQueryKey = ["auth", "config"] as const;

export async function fetchSignInConfig(signal?: AbortSignal): Promise<SignInConfig> {
  return (await api.get<SignInConfig>("/auth/config", { signal })).data;
}

const body = (identity: Identity) => ({ firebaseToken: identity.idToken, nonce: identity.nonce });

/** POST /users/check-user: whether this identity already has an account (15 s). */
export async function checkUser(identity: Identity, signal?: AbortSignal): Promise<boolean> {
  const answer = await api.post<{ exists: boolean }>("/users/check-user", body(identity), {
    timeoutMs: LIMITS.checkUserTimeoutMs,
    signal,
  });
  return Boolean(answer.data?.exists);
}

/**
 * POST /users/login (15 s), then stores accessToken, userID and authToken (SPEC 3 "Device storage").
 */
export async function logIn(identity: Identity, signal?: AbortSignal): Promise<string> {
  const answer = await api.post<LoginData>("/users/login", body(identity), {
    timeoutMs: LIMITS.loginTimeoutMs,
    signal,
  });
  const userId = answer.data.user._id;
  saveSession({ accessToken: answer.data.accessToken, userId });
  return userId;
}

/** POST /users/register with the multipart form of SPEC 3 (30 s). */
export async function register(form: FormData, signal?: AbortSignal): Promise<void> {
  await api.post<unknown>("/users/register", form, { timeoutMs: LIMITS.registerTimeoutMs, signal });
}
