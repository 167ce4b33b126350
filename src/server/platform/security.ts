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
        // 'self' covers same-origin ws:/wss: in every current browser (CSP 3), so the realtime socket
        // needs no wider grant; the Google sign-in is a popup and a redirect, never a fetch.
        connectSrc: ["'self'"],
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
    // Sent below, and only over HTTPS: over plain HTTP the header means nothing and would pin a
    // development host to HTTPS in the browser.
    hsts: false,
  });
  app.addHook("onSend", async (request, reply, payload) => {
    // request.protocol honours X-Forwarded-Proto only when TRUST_PROXY says the proxy is ours.
    if (request.protocol === "https") reply.header("Strict-Transport-Security", HSTS);
    // API answers are the member's own (profiles, messages, requests): never kept by a browser's or a
    // proxy's cache. A route that may be cached says so itself.
    if (request.url.startsWith("/api/") && !reply.hasHeader("cache-control")) {
      reply.header("Cache-Control", "no-store");
    }
    return payload;
  });
}

const HSTS = "max-age=31536000; includeSubDomains";
