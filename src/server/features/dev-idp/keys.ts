import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { type CryptoKey, exportJWK, generateKeyPair, importJWK, type JWK } from "jose";

export type DevIdpKeys = { privateKey: CryptoKey; publicJwk: JWK & { kid: string } };

const ALG = "ES256";

// The development issuer's signing key, kept in DATA_DIR so that every process on it agrees.
export async function loadDevIdpKeys(dataDir: string): Promise<DevIdpKeys> {
  const file = path.join(dataDir, "dev-idp-key.json");
  let privateJwk: JWK;
  if (existsSync(file)) {
    privateJwk = JSON.parse(readFileSync(file, "utf8")) as JWK;
  } else {
    const { privateKey } = await generateKeyPair(ALG, { extractable: true });
    privateJwk = { ...(await exportJWK(privateKey)), kid: `dev-${Date.now().toString(36)}`, alg: ALG };
    mkdirSync(dataDir, { recursive: true });
    try {
      writeFileSync(file, JSON.stringify(privateJwk), { mode: 0o600, flag: "wx" });
    } catch {
      // Another process wrote it first: use theirs.
      privateJwk = JSON.parse(readFileSync(file, "utf8")) as JWK;
    }
  }
  const { d: _d, ...publicJwk } = privateJwk;
  const privateKey = (await importJWK(privateJwk, ALG)) as CryptoKey;
  return { privateKey, publicJwk: { ...publicJwk, kid: privateJwk.kid!, alg: ALG, use: "sig" } };
}
