import { createRemoteJWKSet, errors, type JWTVerifyGetKey, jwtVerify } from "jose";
import { MESSAGES } from "../../../shared/texts";

// Verifies an OpenID Connect ID token: signature against the issuer's keys, issuer, audience, expiry,
// nonce and a verified email. Google and the development issuer go through this same code.
export type IdentityClaims = {
  issuer: string;
  subject: string;
  email: string;
  name: string | undefined;
  picture: string | undefined;
};

export type IdTokenVerifier = {
  verify(idToken: string, opts?: { nonce?: string }): Promise<IdentityClaims>;
};

export class IdTokenError extends Error {}

export const GOOGLE_ISSUERS = ["https://accounts.google.com", "accounts.google.com"];
const GOOGLE_JWKS = "https://www.googleapis.com/oauth2/v3/certs";
const ALGORITHMS = ["RS256", "ES256"];

export function createIdTokenVerifier(opts: {
  issuers: string[];
  audience: string;
  keys: JWTVerifyGetKey;
  // The issuer always puts a nonce in the token (Google's implicit flow does).
  requireNonce: boolean;
}): IdTokenVerifier {
  return {
    async verify(idToken, { nonce } = {}) {
      let payload: Record<string, unknown>;
      try {
        ({ payload } = await jwtVerify(idToken, opts.keys, {
          issuer: opts.issuers,
          audience: opts.audience,
          algorithms: ALGORITHMS,
          clockTolerance: 30,
        }));
      } catch (error) {
        if (error instanceof errors.JOSEError || error instanceof TypeError) {
          throw new IdTokenError(explain(error));
        }
        throw error;
      }
      const tokenNonce = typeof payload.nonce === "string" ? payload.nonce : undefined;
      if (
        (opts.requireNonce || tokenNonce !== undefined || nonce !== undefined) &&
        (!nonce || tokenNonce !== nonce)
      ) {
        throw new IdTokenError(MESSAGES.idTokenNonce);
      }
      if (typeof payload.sub !== "string" || !payload.sub) throw new IdTokenError(MESSAGES.idTokenNoSubject);
      if (typeof payload.email !== "string" || payload.email_verified !== true) {
        throw new IdTokenError(MESSAGES.idTokenEmailUnverified);
      }
      return {
        issuer: String(payload.iss),
        subject: payload.sub,
        email: payload.email.toLowerCase(),
        name: typeof payload.name === "string" ? payload.name : undefined,
        picture: typeof payload.picture === "string" ? payload.picture : undefined,
      };
    },
  };
}

export function googleVerifier(clientId: string): IdTokenVerifier {
  // jose caches the key set and refetches it on an unknown key id.
  const keys = createRemoteJWKSet(new URL(GOOGLE_JWKS), { cacheMaxAge: 6 * 60 * 60 * 1000 });
  return createIdTokenVerifier({ issuers: GOOGLE_ISSUERS, audience: clientId, keys, requireNonce: true });
}

function explain(error: Error): string {
  if (error instanceof errors.JWTExpired) return MESSAGES.idTokenExpired;
  if (error instanceof errors.JWTClaimValidationFailed) return MESSAGES.idTokenAudience;
  return MESSAGES.idTokenInvalid;
}
