import type { FastifyPluginAsync } from "fastify";
import { forbidden } from "../../platform/errors";
import { escapeHtml } from "../../platform/html";
import type { DevMailer } from "../../platform/mail";
import { cameFromThisMachine } from "../../platform/trust-proxy";

const LOOPBACK_ONLY =
  "The development mail inbox answers only on this machine. Set DEV_IDP_PUBLIC=1 to open it to your network.";

const esc = escapeHtml;

// The development mail inbox (ADR 0045): the emails the app would have sent without SMTP_URL, newest
// first, as /dev-sms shows texts. Served only when SMTP_URL is unset outside production, and only to
// this machine unless DEV_IDP_PUBLIC=1. Plain HTML, no script; /messages is the same list as JSON.
export function devMailRoutes(inbox: DevMailer): FastifyPluginAsync {
  return async (app) => {
    app.addHook("onRequest", async (request, reply) => {
      if (!app.deps.config.devIdpPublic && !cameFromThisMachine(request)) throw forbidden(LOOPBACK_ONLY);
      reply.header("Cache-Control", "no-store").header("X-Robots-Tag", "noindex, nofollow");
    });

    app.get("/messages", { config: { public: true } }, async () => ({
      messages: inbox.recent().map((m) => ({
        to: m.to,
        subject: m.subject,
        text: m.text,
        sentAt: m.sentAt.toISOString(),
      })),
    }));

    app.get("/", { config: { public: true } }, async (_request, reply) => {
      const rows = inbox
        .recent()
        .map(
          (m) =>
            `<li><strong>${esc(m.to)}</strong> <small>${esc(m.sentAt.toISOString())}</small><h2>${esc(m.subject)}</h2><p>${esc(m.text)}</p></li>`,
        )
        .join("");
      return reply
        .type("text/html; charset=utf-8")
        .send(`<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><meta http-equiv="refresh" content="5">
<title>Mail inbox · Development</title>
<style>body{font:16px system-ui,sans-serif;margin:0 auto;max-width:40rem;padding:1rem;background:#fafaf9;color:#111827}
ul{list-style:none;padding:0}li{background:#fff;border:1px solid #e5e7eb;border-radius:1rem;padding:.75rem 1rem;margin:.5rem 0}
h2{font-size:1.125rem;margin:.25rem 0}p{margin:.25rem 0 0;white-space:pre-line}small{color:#4b5563}</style></head><body>
<h1>Development mail inbox</h1>
<p>SMTP_URL is unset, so emails are not sent: they land here (and in the log). Newest first; the page refreshes every 5 seconds.</p>
${rows ? `<ul>${rows}</ul>` : "<p><em>No emails yet.</em></p>"}
</body></html>`);
    });
  };
}
