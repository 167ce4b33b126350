import { and, eq } from "drizzle-orm";
import { MESSAGES } from "../../../shared/texts";
import type { Db } from "../../db/client";
import { users } from "../../db/schema";
import { AppError, forbidden, refused } from "../../platform/errors";
import { type IdentityClaims, IdTokenError, type IdTokenVerifier } from "./id-token-verifier";
import type { SessionKeys } from "./session-keys";
import { createSession } from "./session-service";

// The identity token of a sign-in, as the client sends it (SPEC 7 names it firebaseToken).
export type IdentityToken = {
  firebaseToken?: string | undefined;
  idToken?: string | undefined;
  nonce?: string | undefined;
};

export async function verifyIdentity(opts: {
  idTokens: IdTokenVerifier;
  identity: IdentityToken;
}): Promise<IdentityClaims> {
  const { idTokens: verifier, identity: body } = opts;
  try {
    return await verifier.verify(
      (body.firebaseToken ?? body.idToken)!,
      body.nonce ? { nonce: body.nonce } : {},
    );
  } catch (error) {
    // A refused sign-in, counted against the client's address (ADR 0048).
    if (error instanceof IdTokenError) throw refused("signIn", 401, error.message);
    throw error;
  }
}

export async function findByIdentity(opts: { db: Db; claims: IdentityClaims }) {
  const { db, claims } = opts;
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.issuer, claims.issuer), eq(users.subject, claims.subject)))
    .limit(1);
  return row ?? null;
}

// Whether the identity token's account is registered.
export async function isRegistered(opts: {
  db: Db;
  idTokens: IdTokenVerifier;
  identity: IdentityToken;
}): Promise<boolean> {
  const claims = await verifyIdentity(opts);
  return Boolean(await findByIdentity({ db: opts.db, claims }));
}

// Signs a registered member in: refuses banned members, promotes ADMIN_EMAILS, opens a session.
export async function login(opts: {
  db: Db;
  keys: SessionKeys;
  idTokens: IdTokenVerifier;
  identity: IdentityToken;
  adminEmails: string[];
}) {
  const claims = await verifyIdentity(opts);
  const user = await findByIdentity({ db: opts.db, claims });
  if (!user) throw new AppError(404, MESSAGES.noAccount);
  if (user.isBanned) throw forbidden(MESSAGES.accountBanned);
  let role = user.role;
  if (role !== "admin" && opts.adminEmails.includes(claims.email)) {
    await opts.db.update(users).set({ role: "admin" }).where(eq(users.id, user.id));
    role = "admin";
  }
  const session = await createSession({
    db: opts.db,
    keys: opts.keys,
    userId: user.id,
    idToken: (opts.identity.firebaseToken ?? opts.identity.idToken)!,
  });
  if (!session) throw refused("signIn", 401, MESSAGES.idTokenUsed);
  return {
    accessToken: session.accessToken,
    user: { id: user.id, name: user.name, role, language: user.language },
  };
}
