import { type Language, LOCALE_TAGS } from "../../../shared/languages";
import { escapeHtml } from "../../platform/html";
import { appName, wordsIn } from "../../platform/i18n/words";
import type { EmailCategory } from "./unsubscribe-token";

// The page an unsubscribe link opens: a question with one button (GET, so that a mail scanner
// following links unsubscribes nobody), the answer after the click (POST), or a refusal.
export type UnsubscribePage =
  | { state: "confirm"; category: EmailCategory; action: string }
  | { state: "done"; category: EmailCategory }
  | { state: "invalid" };

// The product's look without its scripts: the brand mark, the orange of the app's buttons, a card
// on the stone background (DESIGN.md), and a way on to the notification settings (issue 25 item 15).
// The button is the app's primary one (brand-700, white text at 5.2:1); links are brand-800.
const BRAND = "#f97316";
const BRAND_700 = "#c2410c";
const PAGE_STYLE =
  "margin:0;min-height:100vh;background:#fafaf9;color:#1c1917;font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;line-height:1.5";
const CARD_STYLE =
  "max-width:440px;margin:48px auto;padding:32px 24px;background:#fff;border:1px solid #e7e5e4;border-radius:24px;box-shadow:0 1px 3px rgba(0,0,0,.06);text-align:center";
const BUTTON_STYLE = `display:inline-block;min-height:44px;padding:10px 24px;border:0;border-radius:9999px;background:${BRAND_700};color:#fff;font-family:inherit;font-size:1rem;font-weight:600;line-height:1.5;cursor:pointer;text-decoration:none`;
const LINK_STYLE = `color:#9a3412;font-weight:600;text-decoration:underline;text-underline-offset:3px`;

// In the member's language (ADR 0055): the link names the member, whose account holds it; a link
// that is not ours is answered in the browser's language.
export function presentUnsubscribePage(page: UnsubscribePage, language: Language): string {
  const say = wordsIn(language);
  const title = say("email.unsubscribeTitle");
  const preferences = `<p style="margin:24px 0 0"><a href="/profile/notifications" style="${LINK_STYLE}">${escapeHtml(say("email.unsubscribePreferences"))}</a></p>`;
  const body =
    page.state === "confirm"
      ? `<p style="margin:0 0 24px;font-size:1.0625rem">${escapeHtml(say("email.unsubscribeQuestion", { category: page.category }))}</p>
<form method="post" action="${escapeHtml(page.action)}" style="margin:0">
<input type="hidden" name="List-Unsubscribe" value="One-Click">
<button type="submit" style="${BUTTON_STYLE}">${escapeHtml(say("email.unsubscribeButton"))}</button>
</form>${preferences}`
      : page.state === "done"
        ? `<p role="status" style="margin:0 0 8px;font-size:1.0625rem;font-weight:600">${escapeHtml(say("email.unsubscribed", { category: page.category }))}</p>
<p style="margin:0;color:#57534e">${escapeHtml(say("email.unsubscribeStillInApp"))}</p>${preferences}`
        : `<p role="alert" style="margin:0 0 24px;color:#b91c1c">${escapeHtml(say("email.unsubscribeInvalid"))}</p>
<a href="/" style="${BUTTON_STYLE}">${escapeHtml(say("email.unsubscribeOpenApp"))}</a>`;
  return `<!doctype html>
<html lang="${LOCALE_TAGS[language]}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex">
<meta name="theme-color" content="${BRAND}">
<link rel="icon" href="/icons/icon-192.png">
<title>${escapeHtml(`${title} · ${appName()}`)}</title></head>
<body style="${PAGE_STYLE}">
<main style="padding:0 16px">
<div style="${CARD_STYLE}">
<a href="/" style="display:inline-flex;align-items:center;gap:10px;color:inherit;text-decoration:none;font-weight:700;font-size:1.125rem">
<img src="/icons/icon-192.png" alt="" width="40" height="40" style="border-radius:12px">${escapeHtml(appName())}</a>
<h1 style="margin:24px 0 12px;font-size:1.5rem;line-height:1.25">${escapeHtml(title)}</h1>
${body}
</div>
</main>
</body></html>`;
}
