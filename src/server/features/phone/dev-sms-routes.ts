import type { FastifyPluginAsync } from "fastify";
import { forbidden } from "../../platform/errors";
import { escapeHtml } from "../../platform/html";
import type { DevSmsSender } from "../../platform/sms";
import { cameFromThisMachine } from "../../platform/trust-proxy";

const LOOPBACK_ONLY =
  "The development SMS inbox answers only on this machine. Set DEV_IDP_PUBLIC=1 to open it to your network.";

const esc = escapeHtml;

// The development SMS inbox (ADR 0041): what the stand-in would have sent, newest first, so a
// developer can enter a code without a phone. Served only when SMS_URL is unset outside production
// (features/phone is given no stand-in otherwise), and, like the development identity provider, only
// to this machine unless DEV_IDP_PUBLIC=1: it shows every member's codes. Plain HTML, no script.
export function devSmsRoutes(inbox: DevSmsSender): FastifyPluginAsync {
  return async (app) => {
    app.addHook("onRequest", async (request, reply) => {
      if (!app.deps.config.devIdpPublic && !cameFromThisMachine(request)) throw forbidden(LOOPBACK_ONLY);
      reply.header("Cache-Control", "no-store").header("X-Robots-Tag", "noindex, nofollow");
    });

    // For scripts and browser journeys: the same list as JSON.
    app.get("/messages", { config: { public: true } }, async () => ({
      messages: inbox.recent().map((m) => ({ to: m.to, body: m.body, sentAt: m.sentAt.toISOString() })),
    }));

    app.get("/", { config: { public: true } }, async (_request, reply) => {
      const rows = inbox
        .recent()
        .map(
          (m) =>
            `<li><strong>${esc(m.to)}</strong> <small>${esc(m.sentAt.toISOString())}</small><p>${esc(m.body)}</p></li>`,
        )
        .join("");
      return reply
        .type("text/html; charset=utf-8")
        .send(`<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><meta http-equiv="refresh" content="5">
<title>SMS inbox · Development</title>
<style>body{font:16px system-ui,sans-serif;margin:0 auto;max-width:40rem;padding:1rem;background:#fafaf9;color:#111827}
ul{list-style:none;padding:0}li{background:#fff;border:1px solid #e5e7eb;border-radius:1rem;padding:.75rem 1rem;margin:.5rem 0}
p{margin:.25rem 0 0;font-size:1.125rem}small{color:#4b5563}</style></head><body>
<h1>Development SMS inbox</h1>
<p>SMS_URL is unset, so texts are not sent: they land here (and in the log). Newest first; the page refreshes every 5 seconds.</p>
${rows ? `<ul>${rows}</ul>` : "<p><em>No messages yet.</em></p>"}
</body></html>`);
    });
  };
}
