import type { IncomingMessage, ServerResponse } from "node:http";
import type { FastifyInstance } from "fastify";
import helmet, { type HelmetOptions } from "helmet";

// A CSP the built SPA runs under: only our own scripts, inline styles for React style props,
// images from ourselves (uploads, presets) and data/blob URLs for previews before upload.
function helmetOptions(opts: { googleSignIn: boolean }): HelmetOptions {
  return {
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
    strictTransportSecurity: false,
  };
}

// Helmet's headers depend on its options alone, so they are worked out once at start and then
// copied onto every reply: @fastify/helmet parsed the CSP directives again on every request, which
// was a large part of a request's fixed cost (issue 12, "a cheaper request"; ADR 0015).
export function securityHeaders(opts: { googleSignIn: boolean }): Record<string, string> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(", ") : String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  } as unknown as ServerResponse;
  let failure: unknown;
  helmet(helmetOptions(opts))({} as IncomingMessage, res, (error?: unknown) => {
    failure = error;
  });
  if (failure) throw failure;
  return headers;
}

export async function registerSecurityHeaders(
  app: FastifyInstance,
  opts: { googleSignIn: boolean },
): Promise<void> {
  const headers = securityHeaders(opts);
  // Set before the handler runs, so that a route with its own policy (the API docs page) replaces it.
  app.addHook("onRequest", (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
  app.addHook("onSend", (request, reply, payload, done) => {
    // request.protocol honours X-Forwarded-Proto only when TRUST_PROXY says the proxy is ours.
    if (request.protocol === "https") reply.header("Strict-Transport-Security", HSTS);
    // API answers are the member's own (profiles, messages, requests): never kept by a browser's or a
    // proxy's cache. A route that may be cached says so itself.
    if (request.url.startsWith("/api/") && !reply.hasHeader("cache-control")) {
      reply.header("Cache-Control", "no-store");
    }
    done(null, payload);
  });
}

const HSTS = "max-age=31536000; includeSubDomains";
