import {
  type CryptoKey,
  errors,
  exportJWK,
  generateKeyPair,
  importJWK,
  type JWK,
  type JWTVerifyGetKey,
} from "jose";
import type { Db } from "../../db/client";
import { type KeyRing, keyRing } from "../../platform/signing-keys/key-ring";
import {
  type KeySpec,
  markKeyFileImported,
  newKeyId,
  provisionKey,
  readKeyFile,
} from "../../platform/signing-keys/provision";
import type { KeyMaterial } from "../../platform/signing-keys/store";
import { DEV_ID_TOKEN_TTL_SECONDS } from "./ttl";

export type PublicJwk = JWK & { kid: string };

// The development issuer's ES256 keys, kept in the database so that every instance signs ID tokens
// another one accepts: the newest signs, the JWKS lists every key that still verifies.
export type DevIdpKeys = {
  signing(): Promise<{ privateKey: CryptoKey; kid: string }>;
  publicJwks(): Promise<PublicJwk[]>;
  // For jwtVerify: the public key of a token's kid.
  verifyKey: JWTVerifyGetKey;
};

const ALG = "ES256";
// The file the key was kept in before it moved to the database; imported once.
const KEY_FILE = "dev-idp-key.json";

// A retired key verifies until its last ID token (an hour) has expired, with an hour's margin.
export const DEV_IDP_KEY_SPEC: KeySpec = {
  purpose: "dev-idp",
  async generate() {
    const { privateKey } = await generateKeyPair(ALG, { extractable: true });
    const id = newKeyId("dev");
    return { id, secret: JSON.stringify({ ...(await exportJWK(privateKey)), kid: id, alg: ALG }) };
  },
  keepRetiredForMs: (DEV_ID_TOKEN_TTL_SECONDS + 60 * 60) * 1000,
};

/** The key in DATA_DIR/dev-idp-key.json, as a key to import; null without the file. */
export function devIdpKeyFromFile(dataDir: string): KeyMaterial | null {
  const text = readKeyFile(dataDir, KEY_FILE);
  if (!text) return null;
  const jwk = JSON.parse(text) as JWK;
  return { id: jwk.kid ?? newKeyId("dev"), secret: JSON.stringify({ ...jwk, alg: ALG }) };
}

/**
 * The development issuer's keys: created in the database once (race-safe), or imported from
 * DATA_DIR when an older server left a key file there, so ID tokens in flight stay valid.
 */
export async function loadDevIdpKeys(
  db: Db,
  opts: { dataDir?: string; onError?: (error: unknown) => void } = {},
): Promise<DevIdpKeys> {
  const imported = opts.dataDir ? devIdpKeyFromFile(opts.dataDir) : null;
  await provisionKey(db, DEV_IDP_KEY_SPEC, imported);
  if (imported && opts.dataDir) markKeyFileImported(opts.dataDir, KEY_FILE);
  return devIdpKeys(keyRing({ db, purpose: "dev-idp", ...(opts.onError ? { onError: opts.onError } : {}) }));
}

export function devIdpKeys(ring: KeyRing): DevIdpKeys {
  const privateKeys = new Map<string, Promise<CryptoKey>>();
  const publicKeys = new Map<string, Promise<CryptoKey>>();
  const cached = (cache: Map<string, Promise<CryptoKey>>, id: string, make: () => Promise<CryptoKey>) => {
    let value = cache.get(id);
    if (!value) {
      value = make();
      cache.set(id, value);
    }
    return value;
  };
  const publicJwk = (secret: string): PublicJwk => {
    const { d: _d, ...rest } = JSON.parse(secret) as JWK & { kid: string };
    return { ...rest, alg: ALG, use: "sig" };
  };
  return {
    async signing() {
      const current = await ring.current();
      const privateKey = await cached(
        privateKeys,
        current.id,
        async () => (await importJWK(JSON.parse(current.secret) as JWK, ALG)) as CryptoKey,
      );
      return { privateKey, kid: current.id };
    },
    async publicJwks() {
      return (await ring.all()).map((k) => publicJwk(k.secret));
    },
    async verifyKey(header) {
      const key = header.kid ? await ring.find(header.kid) : null;
      if (!key) throw new errors.JWKSNoMatchingKey();
      return cached(
        publicKeys,
        key.id,
        async () => (await importJWK(publicJwk(key.secret), ALG)) as CryptoKey,
      );
    },
  };
}
