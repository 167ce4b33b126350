import { type Language, LOCALE_TAGS } from "../../../shared/languages";
import { escapeHtml } from "../../platform/html";
import { wordsIn } from "../../platform/i18n/words";

// The development issuer's account chooser: demo accounts to pick, and a form for a new one.
// Plain HTML and CSS, no script, so it runs under the app's strict CSP.
// The brand mark inline: without an icon of its own Chromium asks the popup's origin for /favicon.ico,
// which is a 404 (logged as a console error) wherever no web build is served.
const ICON = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><rect width="40" height="40" rx="11" fill="#ea580c"/><path d="M20 7.5c-5.8 0-10.5 4.5-10.5 10.2 0 7.4 8.6 14.1 9.7 14.9a1.3 1.3 0 0 0 1.6 0c1.1-.8 9.7-7.5 9.7-14.9C30.5 12 25.8 7.5 20 7.5Z" fill="#fff"/></svg>',
)}`;

export type ChooserAccount = { email: string; name: string; avatar: string | null; role: string };

const esc = escapeHtml;

export function chooserPage(opts: {
  accounts: ChooserAccount[];
  hidden: Record<string, string>;
  language: Language;
  /** The form was sent without a valid email address and a name. */
  invalid?: boolean;
}): string {
  const say = wordsIn(opts.language);
  const hidden = Object.entries(opts.hidden)
    .map(([k, v]) => `<input type="hidden" name="${esc(k)}" value="${esc(v)}">`)
    .join("");
  const accounts = opts.accounts
    .map(
      (a) => `<form method="post" action="/dev-idp/authorize">${hidden}
  <input type="hidden" name="email" value="${esc(a.email)}"><input type="hidden" name="name" value="${esc(a.name)}">
  <button class="account" type="submit">
    ${a.avatar ? `<img src="${esc(a.avatar)}" alt="" width="40" height="40">` : `<span class="initial">${esc(a.name.slice(0, 1))}</span>`}
    <span class="who"><strong>${esc(a.name)}</strong><small>${esc(a.email)}${a.role === "admin" ? ` · ${esc(say("devSignin.admin"))}` : ""}</small></span>
  </button></form>`,
    )
    .join("");
  return `<!doctype html><html lang="${LOCALE_TAGS[opts.language]}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>${esc(say("devSignin.title"))}</title>
<link rel="icon" href="${ICON}">
<style>
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#fafaf9;color:#111827}
main{max-width:440px;margin:0 auto;padding:24px 16px}
h1{font-size:22px;margin:8px 0 4px}p.note{color:#4b5563;font-size:14px;margin:0 0 16px}
.card{background:#fff;border:1px solid #e5e7eb;border-radius:16px;padding:8px;margin-bottom:16px}
.account{display:flex;gap:12px;align-items:center;width:100%;padding:10px;border:0;background:none;border-radius:12px;text-align:left;cursor:pointer;font:inherit;min-height:44px}
.account:hover,.account:focus-visible{background:#fff7ed;outline:2px solid #f97316}
.account img,.initial{width:40px;height:40px;border-radius:50%;flex:none;background:#ffedd5;display:grid;place-items:center;font-weight:600;color:#c2410c}
.who{display:flex;flex-direction:column}.who small{color:#4b5563}
label{display:block;font-size:14px;font-weight:600;margin:12px 0 4px}
input[type=email],input[type=text]{width:100%;box-sizing:border-box;padding:12px;border:1px solid #d1d5db;border-radius:12px;font:inherit;font-size:16px}
input:focus{outline:2px solid #f97316;border-color:#f97316}
.primary{margin-top:16px;width:100%;min-height:48px;border:0;border-radius:12px;background:#c2410c;color:#fff;font:inherit;font-weight:600;cursor:pointer}
.primary:hover{background:#9a3412}.error{background:#fef2f2;color:#dc2626;border-radius:12px;padding:12px;margin-bottom:12px}
h2{font-size:15px;margin:16px 0 8px;color:#374151}
</style></head><body><main>
<h1>${esc(say("devSignin.heading"))}</h1>
<p class="note">${esc(say("devSignin.note"))}</p>
${opts.invalid ? `<div class="error" role="alert">${esc(say("devSignin.invalid"))}</div>` : ""}
${accounts ? `<h2>${esc(say("devSignin.demoAccounts"))}</h2><div class="card">${accounts}</div>` : ""}
<h2>${esc(say("devSignin.anotherAccount"))}</h2>
<form class="card" method="post" action="/dev-idp/authorize" style="padding:16px">${hidden}
<label for="email">${esc(say("devSignin.email"))}</label><input id="email" name="email" type="email" required autocomplete="email">
<label for="name">${esc(say("devSignin.name"))}</label><input id="name" name="name" type="text" required autocomplete="name">
<button class="primary" type="submit">${esc(say("devSignin.continue"))}</button>
</form></main></body></html>`;
}
