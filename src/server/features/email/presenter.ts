import { EMAIL_MESSAGES } from "../../../shared/texts";
import { escapeHtml } from "./compose";
import type { EmailCategory } from "./unsubscribe-token";

// The page an unsubscribe link opens: a question with one button (GET, so that a mail scanner
// following links unsubscribes nobody), the answer after the click (POST), or a refusal.
export type UnsubscribePage =
  | { state: "confirm"; category: EmailCategory; action: string }
  | { state: "done"; category: EmailCategory }
  | { state: "invalid" };

export function presentUnsubscribePage(page: UnsubscribePage): string {
  const body =
    page.state === "confirm"
      ? `<p>${escapeHtml(EMAIL_MESSAGES.unsubscribeQuestion[page.category])}</p>
<form method="post" action="${escapeHtml(page.action)}">
<input type="hidden" name="List-Unsubscribe" value="One-Click">
<button type="submit">${escapeHtml(EMAIL_MESSAGES.unsubscribeButton)}</button>
</form>`
      : page.state === "done"
        ? `<p role="status">${escapeHtml(EMAIL_MESSAGES.unsubscribed[page.category])}</p>
<p>${escapeHtml(EMAIL_MESSAGES.unsubscribeStillInApp)}</p>`
        : `<p role="alert">${escapeHtml(EMAIL_MESSAGES.unsubscribeInvalid)}</p>`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(`${EMAIL_MESSAGES.unsubscribeTitle} · ${EMAIL_MESSAGES.appName}`)}</title></head>
<body style="font-family:system-ui,sans-serif;line-height:1.5;max-width:480px;margin:0 auto;padding:24px">
<h1 style="font-size:1.25rem">${escapeHtml(EMAIL_MESSAGES.unsubscribeTitle)}</h1>
${body}
</body></html>`;
}
