import helmet from "@fastify/helmet";
import type { FastifyInstance } from "fastify";

// A CSP the built SPA runs under: only our own scripts, inline styles for React style props,
// images from ourselves (uploads, presets) and data/blob URLs for previews before upload.
export async function registerSecurityHeaders(
  app: FastifyInstance,
  opts: { googleSignIn: boolean },
): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:", "blob:"],
        fontSrc: ["'self'", "data:"],
        connectSrc: ["'self'", "ws:", "wss:"],
        frameAncestors: ["'none'"],
        formAction: ["'self'", ...(opts.googleSignIn ? ["https://accounts.google.com"] : [])],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    // The sign-in popup hands the ID token back through window.opener, which same-origin COOP keeps.
    crossOriginOpenerPolicy: { policy: "same-origin-allow-popups" },
    crossOriginEmbedderPolicy: false,
    hsts: false,
  });
}
