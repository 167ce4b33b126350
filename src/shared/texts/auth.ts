// Signing in and out, access tokens and ID tokens. Part of MESSAGES (see index.ts).
export const AUTH_MESSAGES = {
  // Sign-in (SPEC 8)
  signInFailed: "Sign in failed. Please try again.",
  popupBlocked: "Popup blocked. Please allow popups and try again.",
  popupClosed: "Sign in cancelled. Please try again.",
  networkError: "Network error. Please check your connection.",
  timeout: "Request timed out. Please check your connection and try again.",
  registrationFailed: "Registration failed. Please try again.",
  signedIn: "Signed in.",
  signedOut: "Signed out.",
  noAccount: "No account exists for this Google account yet. Please complete sign up.",
  idTokenUsed: "This sign-in has already been used. Please sign in again.",
  // Access tokens
  tokenMissing: "Access token is missing. Please sign in.",
  tokenInvalid: "Access token is invalid or has expired. Please sign in again.",
  accountBanned: "Your account has been banned. Please contact support.",
  bannedToken: "Your account has been banned, so this access token no longer works.",
  // ID tokens (Google or the development issuer)
  idTokenMissing: "The sign-in token is missing.",
  idTokenNonce: "The sign-in token does not match this sign-in attempt.",
  idTokenNoSubject: "The sign-in token names no account.",
  idTokenEmailUnverified: "The Google account's email address is not verified.",
  idTokenExpired: "The sign-in token has expired. Please sign in again.",
  idTokenAudience: "The sign-in token was not issued for this app.",
  idTokenInvalid: "The sign-in token is not valid. Please sign in again.",
} as const;
