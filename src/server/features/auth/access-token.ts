import { webcrypto } from "node:crypto";
import { decodeProtectedHeader, errors, jwtVerify, SignJWT } from "jose";
import type { SessionKeys } from "./session-keys";

// Our own access token: HS256 only, with an expiry, naming the session row that logout and bans revoke.
const ALGORITHM = "HS256";
const ISSUER = "meetup-app";

export type AccessClaims = { userId: string; sessionId: string };

export async function signAccessToken(
  keys: SessionKeys,
  claims: AccessClaims,
  expiresAt: Date,
): Promise<string> {
  const { kid, secret } = await keys.signing();
  return new SignJWT({ sid: claims.sessionId })
    .setProtectedHeader({ alg: ALGORITHM, typ: "JWT", ...(kid ? { kid } : {}) })
    .setSubject(claims.userId)
    .setIssuer(ISSUER)
    .setIssuedAt()
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(secret);
}

// Given raw bytes, jose imports the HMAC key again on every verification, a visible part of each
// signed-in request's cost; the key is imported once per secret instead (issue 12, "a cheaper request").
const verifyKeys = new WeakMap<Uint8Array, Promise<webcrypto.CryptoKey>>();
function verifyKey(key: Uint8Array): Promise<webcrypto.CryptoKey> {
  let imported = verifyKeys.get(key);
  if (!imported) {
    imported = webcrypto.subtle.importKey("raw", key, { name: "HMAC", hash: "SHA-256" }, false, ["verify"]);
    verifyKeys.set(key, imported);
  }
  return imported;
}

// Null for anything that is not a valid, unexpired token of ours; never throws on bad input.
export async function verifyAccessToken(keys: SessionKeys, token: string): Promise<AccessClaims | null> {
  try {
    const { kid } = decodeProtectedHeader(token);
    // A token names its key; one without a kid (older tokens) is tried against each key that verifies.
    for (const key of await keys.verifying(typeof kid === "string" ? kid : undefined)) {
      const claims = await verifyWith(key, token);
      if (claims !== "wrong-key") return claims;
    }
    return null;
  } catch (error) {
    if (error instanceof errors.JOSEError || error instanceof TypeError) return null;
    throw error;
  }
}

async function verifyWith(key: Uint8Array, token: string): Promise<AccessClaims | null | "wrong-key"> {
  try {
    // jose checks exp only when present: a token without one would never expire, so it must carry it.
    const { payload } = await jwtVerify(token, await verifyKey(key), {
      algorithms: [ALGORITHM],
      issuer: ISSUER,
      requiredClaims: ["exp", "sub", "sid"],
    });
    if (typeof payload.sub !== "string" || typeof payload.sid !== "string") return null;
    return { userId: payload.sub, sessionId: payload.sid };
  } catch (error) {
    if (error instanceof errors.JWSSignatureVerificationFailed) return "wrong-key";
    throw error;
  }
}
