import { createHash } from "node:crypto";
import { type Language, LOCALE_TAGS } from "../../../shared/languages";
import { escapeHtml } from "../../platform/html";
import { wordsIn } from "../../platform/i18n/words";
import type { Email } from "../../platform/mail";
import type { EmailCategory } from "./unsubscribe-token";

export type EmailContent = {
  /** The member's language: the frame around the body (greeting, sign-off, footer) is written in it. */
  language: Language;
  to: string;
  name: string;
  subject: string;
  body: string;
  action: { label: string; url: string };
  /**
   * Listings the body names, each with its page (the weekly digest): each name in the HTML links to
   * its page, and the text lists each page under the body.
   */
  listings?: readonly { name: string; url: string }[];
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
  const say = wordsIn(c.language);
  const unsubscribeLabel = say(c.category === "all" ? "email.unsubscribeLinkAll" : "email.unsubscribeLink");
  const why = say("email.footerWhy", { category: c.category });
  const greeting = say("email.greeting", { name: c.name });
  const signOff = say("email.signOff");
  const text = [
    greeting,
    "",
    c.body,
    ...(c.listings?.length ? ["", ...c.listings.map((l) => `${l.name}: ${l.url}`)] : []),
    "",
    `${c.action.label}: ${c.action.url}`,
    "",
    signOff,
    "",
    "--",
    why,
    `${unsubscribeLabel}: ${c.unsubscribeUrl}`,
  ].join("\n");
  const html = `<!doctype html>
<html lang="${LOCALE_TAGS[c.language]}"><body style="font-family:system-ui,sans-serif;line-height:1.5;color:#1f2937;max-width:560px;margin:0 auto;padding:16px">
<p>${escapeHtml(greeting)}</p>
<p>${linkedBody(c.body, c.listings ?? []).replace(/\n/g, "<br>")}</p>
<p><a href="${escapeHtml(c.action.url)}" style="display:inline-block;padding:10px 16px;background:#e4572e;color:#fff;border-radius:8px;text-decoration:none">${escapeHtml(c.action.label)}</a></p>
<p>${escapeHtml(signOff).replace(/\n/g, "<br>")}</p>
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

// The body as HTML with each listing's name a link to its page. The names stand at the end of the
// sentence in their order ("… : A, B and C"), so each is found from the right, before the one after
// it: a name that also occurs earlier in the sentence (a listing called "New") links its own place.
function linkedBody(body: string, listings: readonly { name: string; url: string }[]): string {
  const parts: string[] = [];
  let end = body.length;
  for (let k = listings.length - 1; k >= 0; k--) {
    const { name, url } = listings[k]!;
    const at = name ? body.lastIndexOf(name, end - name.length) : -1;
    if (at < 0 || at + name.length > end) continue;
    parts.unshift(
      `<a href="${escapeHtml(url)}">${escapeHtml(name)}</a>`,
      escapeHtml(body.slice(at + name.length, end)),
    );
    end = at;
  }
  return escapeHtml(body.slice(0, end)) + parts.join("");
}
