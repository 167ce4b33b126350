import { unsubscribeQuery } from "../contracts/email";
import { endpoint } from "./endpoint";

// The link at the foot of every email (RFC 8058): it works without signing in, since the signed
// token names the member and the kind of email. Both answer a small HTML page, not JSON.

export const unsubscribePage = endpoint({
  method: "GET",
  path: "/unsubscribe",
  summary: "The unsubscribe link's page: what it stops, with a button to confirm (no sign-in)",
  query: unsubscribeQuery,
  errors: [400],
});

export const unsubscribe = endpoint({
  method: "POST",
  path: "/unsubscribe",
  summary: "One-click unsubscribe (RFC 8058 List-Unsubscribe-Post), no sign-in",
  query: unsubscribeQuery,
  errors: [400],
});
