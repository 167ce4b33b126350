import { createHash } from "node:crypto";
import { EMAIL_MESSAGES } from "../../../shared/texts";
import { escapeHtml } from "../../platform/html";
import type { Email } from "../../platform/mail";
import type { EmailCategory } from "./unsubscribe-token";

export type EmailContent = {
  to: string;
  name: string;
  subject: string;
  body: string;
  action: { label: string; url: string };
  category: EmailCategory;
  unsubscribeUrl: string;
  /** The job's dedup key: every retry of one job sends the same Message-ID. */
  dedupKey: string;
  host: string;
};

// One email in plain text and simple HTML, with the one-click unsubscribe headers (RFC 8058) and a
// visible unsubscribe link in both bodies. A body of several lines (the message digest) keeps its
// lines in the HTML too.
export function composeEmail(c: EmailContent): Email {
  const unsubscribeLabel =
    c.category === "all" ? EMAIL_MESSAGES.unsubscribeLinkAll : EMAIL_MESSAGES.unsubscribeLink;
  const why = EMAIL_MESSAGES.footerWhy[c.category];
  const text = [
    EMAIL_MESSAGES.greeting(c.name),
    "",
    c.body,
    "",
    `${c.action.label}: ${c.action.url}`,
    "",
    EMAIL_MESSAGES.signOff,
    "",
    "--",
    why,
    `${unsubscribeLabel}: ${c.unsubscribeUrl}`,
  ].join("\n");
  const html = `<!doctype html>
<html><body style="font-family:system-ui,sans-serif;line-height:1.5;color:#1f2937;max-width:560px;margin:0 auto;padding:16px">
<p>${escapeHtml(EMAIL_MESSAGES.greeting(c.name))}</p>
<p>${escapeHtml(c.body).replace(/\n/g, "<br>")}</p>
<p><a href="${escapeHtml(c.action.url)}" style="display:inline-block;padding:10px 16px;background:#e4572e;color:#fff;border-radius:8px;text-decoration:none">${escapeHtml(c.action.label)}</a></p>
<p>${escapeHtml(EMAIL_MESSAGES.signOff).replace(/\n/g, "<br>")}</p>
<hr style="border:none;border-top:1px solid #e5e7eb">
<p style="font-size:12px;color:#6b7280">${escapeHtml(why)} <a href="${escapeHtml(c.unsubscribeUrl)}">${escapeHtml(unsubscribeLabel)}</a></p>
</body></html>`;
  return {
    to: c.to,
    subject: c.subject,
    text,
    html,
    messageId: `<${createHash("sha256").update(c.dedupKey).digest("hex").slice(0, 32)}@${c.host}>`,
    headers: {
      "List-Unsubscribe": `<${c.unsubscribeUrl}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
  };
}
