import { randomUUID } from "node:crypto";
import { createLocalJWKSet, SignJWT } from "jose";
import { DEV_CLIENT_ID, DEV_ISSUER, devSubject } from "../auth/dev-issuer";
import { createIdTokenVerifier, type IdTokenVerifier } from "../auth/id-token-verifier";
import type { DevIdpKeys } from "./keys";

// An hour, like Google's, so a member who takes their time over the quiz can still register.
const TOKEN_TTL_SECONDS = 60 * 60;

// Signs ID tokens like Google's: verified email, name, and the nonce of the sign-in attempt.
export async function signDevIdToken(
  keys: DevIdpKeys,
  opts: { email: string; name?: string; nonce?: string; expiresInSeconds?: number },
): Promise<string> {
  const email = opts.email.trim().toLowerCase();
  return (
    new SignJWT({
      email,
      email_verified: true,
      ...(opts.name ? { name: opts.name } : {}),
      ...(opts.nonce ? { nonce: opts.nonce } : {}),
    })
      .setProtectedHeader({ alg: "ES256", kid: keys.publicJwk.kid, typ: "JWT" })
      .setIssuer(DEV_ISSUER)
      .setAudience(DEV_CLIENT_ID)
      .setSubject(devSubject(email))
      .setIssuedAt()
      // Each token unique, as Google's are: a sign-in token opens one session (auth/session-service).
      .setJti(randomUUID())
      .setExpirationTime(Math.floor(Date.now() / 1000) + (opts.expiresInSeconds ?? TOKEN_TTL_SECONDS))
      .sign(keys.privateKey)
  );
}

export function devVerifier(keys: DevIdpKeys): IdTokenVerifier {
  return createIdTokenVerifier({
    issuers: [DEV_ISSUER],
    audience: DEV_CLIENT_ID,
    keys: createLocalJWKSet({ keys: [keys.publicJwk] }),
    requireNonce: false,
  });
}
