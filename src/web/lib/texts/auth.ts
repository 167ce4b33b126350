// SPEC words of sign-in and onboarding. Part of TEXTS (see index.ts).
export const AUTH_SPEC_TEXTS = {
  signinTagline: "Place worth Going, place worth Knowing",
  signInWithGoogle: "Sign in with Google",
  continue: "Continue",
  finish: "Finish & Start Exploring",
  trustGoodVibes: "Not necessary, I trust good vibes",
} as const;
