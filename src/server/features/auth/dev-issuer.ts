import { createHash } from "node:crypto";

// The development identity provider's issuer. Fixed, so that accounts made on one port
// or host still sign in on another; production uses Google's issuer instead.
export const DEV_ISSUER = "http://localhost/dev-idp";

// The audience of its ID tokens: the web app's client id when no Google client id is configured.
export const DEV_CLIENT_ID = "meetup-web-dev";

// Subjects of development accounts are derived from the email, as a stable opaque id.
export function devSubject(email: string): string {
  return `dev-${createHash("sha256").update(email.trim().toLowerCase()).digest("hex").slice(0, 24)}`;
}
