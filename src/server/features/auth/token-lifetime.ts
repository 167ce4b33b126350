// How long an access token and its session live: 30 days. A retired signing key is kept as long
// (session-keys.ts), so that every token it signed still verifies until it expires.
export const ACCESS_TOKEN_TTL_SECONDS = 60 * 60 * 24 * 30;
