import { asc, eq } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { users } from "../../db/schema";
import { badRequest, forbidden } from "../../platform/errors";
import { imageUrl } from "../../platform/storage";
import { cameFromThisMachine } from "../../platform/trust-proxy";
import { DEV_CLIENT_ID, DEV_ISSUER } from "../auth/dev-issuer";
import { chooserLanguage } from "./chooser-language";
import { chooserPage } from "./chooser-page";
import { signDevIdToken } from "./issuer";
import type { DevIdpKeys } from "./keys";

const CALLBACK_PATH = "/auth/callback";

const authorizeQuery = z.object({
  client_id: z.string().default(DEV_CLIENT_ID),
  redirect_uri: z.string(),
  response_type: z.string().default("id_token"),
  state: z.string().max(200).default(""),
  nonce: z.string().max(200).default(""),
  prompt: z.string().optional(),
  // OpenID Connect's preferred languages of the member (the app sends its screens' language).
  ui_locales: z.string().max(200).optional(),
});

const authorizeForm = authorizeQuery.extend({
  email: z.string().trim().max(200).optional(),
  name: z.string().trim().max(80).optional(),
});

const EMAIL = z.email();

const LOOPBACK_ONLY =
  "The development sign-in answers only on this machine. Set DEV_IDP_PUBLIC=1 to open it to your network.";

// The development identity provider (ARCHITECTURE "Identity"): discovery, keys, an account chooser
// and a token endpoint for scripts. Registered only when no Google client id is set, never in production.
export function devIdpRoutes(keys: DevIdpKeys): FastifyPluginAsyncZod {
  return async (app) => {
    // It signs anyone in as any member (admins included) and lists members' emails, so by default it
    // answers only this machine: the connection and every hop named in the forwarding headers, never
    // request.ip alone (a proxy on this machine makes every caller loopback, and a client can put a
    // loopback address first in X-Forwarded-For).
    app.addHook("onRequest", async (request) => {
      if (!app.deps.config.devIdpPublic && !cameFromThisMachine(request)) throw forbidden(LOOPBACK_ONLY);
    });

    app.addContentTypeParser(
      "application/x-www-form-urlencoded",
      { parseAs: "string", bodyLimit: 16 * 1024 },
      (_req, body, done) => {
        done(null, Object.fromEntries(new URLSearchParams(String(body))));
      },
    );

    const publicBase = (host: string | undefined, protocol: string) =>
      app.deps.config.publicUrl ?? `${protocol}://${host ?? "localhost"}`;

    app.get("/.well-known/openid-configuration", { config: { public: true } }, async (request) => {
      const base = publicBase(request.headers.host, request.protocol);
      return {
        issuer: DEV_ISSUER,
        authorization_endpoint: `${base}/dev-idp/authorize`,
        token_endpoint: `${base}/dev-idp/token`,
        jwks_uri: `${base}/dev-idp/jwks`,
        response_types_supported: ["id_token"],
        subject_types_supported: ["public"],
        id_token_signing_alg_values_supported: ["ES256"],
        scopes_supported: ["openid", "email", "profile"],
        claims_supported: ["sub", "email", "email_verified", "name", "nonce"],
      };
    });

    app.get("/jwks", { config: { public: true } }, async () => ({ keys: await keys.publicJwks() }));

    // Only our own callback page may receive tokens: no open redirect.
    const checkRedirect = (redirectUri: string, host: string | undefined, protocol: string) => {
      let target: URL;
      try {
        target = new URL(redirectUri);
      } catch {
        throw badRequest("redirect_uri is not a valid URL.");
      }
      const allowed = new Set([new URL(publicBase(host, protocol)).origin, `${protocol}://${host}`]);
      if (!allowed.has(target.origin) || target.pathname !== CALLBACK_PATH) {
        throw badRequest("redirect_uri must be this app's sign-in callback.");
      }
      return target;
    };

    const accounts = async () => {
      const rows = await app.deps.db
        .select({ email: users.email, name: users.name, avatar: users.avatar, role: users.role })
        .from(users)
        .where(eq(users.issuer, DEV_ISSUER))
        .orderBy(asc(users.role), asc(users.name))
        .limit(60);
      return rows.map((r) => ({ ...r, avatar: imageUrl(app.deps.storage, r.avatar) }));
    };

    app.get(
      "/authorize",
      { config: { public: true }, schema: { querystring: authorizeQuery } },
      async (request, reply) => {
        const q = request.query;
        if (q.client_id !== DEV_CLIENT_ID || q.response_type !== "id_token")
          throw badRequest("Unknown client or response type.");
        checkRedirect(q.redirect_uri, request.headers.host, request.protocol);
        const hidden = {
          redirect_uri: q.redirect_uri,
          state: q.state,
          nonce: q.nonce,
          client_id: q.client_id,
          ...(q.ui_locales ? { ui_locales: q.ui_locales } : {}),
        };
        const language = chooserLanguage(q.ui_locales, request.headers["accept-language"]);
        return reply
          .type("text/html; charset=utf-8")
          .header("Cache-Control", "no-store")
          .send(chooserPage({ accounts: await accounts(), hidden, language }));
      },
    );

    app.post(
      "/authorize",
      { config: { public: true }, schema: { body: authorizeForm } },
      async (request, reply) => {
        const f = request.body;
        const target = checkRedirect(f.redirect_uri, request.headers.host, request.protocol);
        const hidden = {
          redirect_uri: f.redirect_uri,
          state: f.state,
          nonce: f.nonce,
          client_id: f.client_id,
          ...(f.ui_locales ? { ui_locales: f.ui_locales } : {}),
        };
        const email = f.email ?? "";
        if (!EMAIL.safeParse(email).success || !f.name) {
          return reply
            .status(400)
            .type("text/html; charset=utf-8")
            .send(
              chooserPage({
                accounts: await accounts(),
                hidden,
                language: chooserLanguage(f.ui_locales, request.headers["accept-language"]),
                invalid: true,
              }),
            );
        }
        const idToken = await signDevIdToken(keys, {
          email,
          name: f.name,
          ...(f.nonce ? { nonce: f.nonce } : {}),
        });
        const fragment = new URLSearchParams({ id_token: idToken, state: f.state });
        return reply
          .header("Cache-Control", "no-store")
          .redirect(`${target.origin}${CALLBACK_PATH}#${fragment}`, 303);
      },
    );

    app.post(
      "/token",
      {
        config: { public: true },
        schema: {
          body: z.object({
            email: EMAIL,
            name: z.string().trim().min(1).max(80).optional(),
            nonce: z.string().max(200).optional(),
          }),
        },
      },
      async (request) => {
        const { email, name, nonce } = request.body;
        return {
          idToken: await signDevIdToken(keys, {
            email,
            ...(name ? { name } : {}),
            ...(nonce ? { nonce } : {}),
          }),
        };
      },
    );
  };
}
