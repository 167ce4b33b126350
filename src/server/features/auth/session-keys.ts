import { randomBytes } from "node:crypto";
import type { KeyRing } from "../../platform/signing-keys/key-ring";
import { type KeySpec, newKeyId } from "../../platform/signing-keys/provision";
import { ACCESS_TOKEN_TTL_SECONDS } from "./token-lifetime";

// The keys of our access tokens: the newest signs (its id goes in the token's `kid`), every key not
// yet expired verifies.
export type SessionKeys = {
  signing(): Promise<{ kid: string | undefined; secret: Uint8Array }>;
  // The keys a token may have been signed with: its kid's, or every key for a token without one
  // (signed before keys had ids, with the imported DATA_DIR secret or SESSION_SECRET).
  verifying(kid: string | undefined): Promise<Uint8Array[]>;
};

// A retired key verifies until the last access token it signed has expired: 30 days, plus an hour for
// the minute in which other instances still sign with it and for clocks that disagree.
export const SESSION_KEY_SPEC: KeySpec = {
  purpose: "session",
  generate: async () => ({ id: newKeyId("s"), secret: randomBytes(48).toString("base64url") }),
  keepRetiredForMs: (ACCESS_TOKEN_TTL_SECONDS + 60 * 60) * 1000,
};

export function secretKey(secret: string): Uint8Array {
  return new TextEncoder().encode(secret);
}

/** SESSION_SECRET: one key, tokens without a kid, exactly as before keys lived in the database. */
export function staticSessionKeys(secret: string): SessionKeys {
  const key = secretKey(secret);
  return {
    signing: async () => ({ kid: undefined, secret: key }),
    verifying: async () => [key],
  };
}

/** The database's session keys, through a ring that picks up rotations. */
export function ringSessionKeys(ring: KeyRing): SessionKeys {
  // The same bytes object for a key every time: access-token.ts caches the imported key on it.
  const bytes = new Map<string, Uint8Array>();
  const asBytes = (key: { id: string; secret: string }) => {
    let value = bytes.get(key.id);
    if (!value) {
      value = secretKey(key.secret);
      bytes.set(key.id, value);
    }
    return value;
  };
  return {
    async signing() {
      const current = await ring.current();
      return { kid: current.id, secret: asBytes(current) };
    },
    async verifying(kid) {
      if (kid === undefined) return (await ring.all()).map(asBytes);
      const key = await ring.find(kid);
      return key ? [asBytes(key)] : [];
    },
  };
}
