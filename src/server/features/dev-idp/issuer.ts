import { randomUUID } from "node:crypto";
import { SignJWT } from "jose";
import { DEV_CLIENT_ID, DEV_ISSUER, devSubject } from "../auth/dev-issuer";
import { createIdTokenVerifier, type IdTokenVerifier } from "../auth/id-token-verifier";
import type { DevIdpKeys } from "./keys";
import { DEV_ID_TOKEN_TTL_SECONDS } from "./ttl";

// Signs ID tokens like Google's: verified email, name, and the nonce of the sign-in attempt.
export async function signDevIdToken(
  keys: DevIdpKeys,
  opts: { email: string; name?: string; nonce?: string; expiresInSeconds?: number },
): Promise<string> {
  const email = opts.email.trim().toLowerCase();
  const { privateKey, kid } = await keys.signing();
  return (
    new SignJWT({
      email,
      email_verified: true,
      ...(opts.name ? { name: opts.name } : {}),
      ...(opts.nonce ? { nonce: opts.nonce } : {}),
    })
      .setProtectedHeader({ alg: "ES256", kid, typ: "JWT" })
      .setIssuer(DEV_ISSUER)
      .setAudience(DEV_CLIENT_ID)
      .setSubject(devSubject(email))
      .setIssuedAt()
      // Each token unique, as Google's are: a sign-in token opens one session (auth/session-service).
      .setJti(randomUUID())
      .setExpirationTime(Math.floor(Date.now() / 1000) + (opts.expiresInSeconds ?? DEV_ID_TOKEN_TTL_SECONDS))
      .sign(privateKey)
  );
}

export function devVerifier(keys: DevIdpKeys): IdTokenVerifier {
  return createIdTokenVerifier({
    issuers: [DEV_ISSUER],
    audience: DEV_CLIENT_ID,
    keys: keys.verifyKey,
    requireNonce: false,
  });
}
