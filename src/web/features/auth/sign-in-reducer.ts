import type { Identity } from "./auth-api";

// What the sign-in screen shows of an attempt (SPEC 4 "Onboarding"): the popup is open, the
// identity is being checked, why it failed, or who is new. The attempt itself (popup, timers,
// state and nonce, its calls) stays in useSignIn, which decides which of its events still count.

export type SignInView = {
  /** The popup is open and the member is choosing an account. */
  waiting: boolean;
  /** The identity is being checked with the server (check-user, login) or the app is on its way to /. */
  busy: boolean;
  error: string | null;
  /** Set once a member without an account signed in: the onboarding starts at step 0. */
  identity: Identity | null;
};

export type SignInAction =
  /** A new attempt: the last one's error goes; a popup still open keeps "waiting" until this one's opens or fails. */
  | { type: "start" }
  | { type: "popupOpened" }
  /** The ID token arrived: the popup is closed and the server checks it. */
  | { type: "verifying" }
  | { type: "failed"; error: string }
  /** The identity has no account yet: the onboarding takes over. */
  | { type: "newMember"; identity: Identity };

export const initialSignInView: SignInView = { waiting: false, busy: false, error: null, identity: null };

export function signInReducer(view: SignInView, action: SignInAction): SignInView {
  switch (action.type) {
    case "start":
      return { ...view, busy: false, error: null };
    case "popupOpened":
      return { ...view, waiting: true };
    case "verifying":
      return { ...view, waiting: false, busy: true };
    case "failed":
      return { ...view, waiting: false, busy: false, error: action.error };
    case "newMember":
      return { ...view, busy: false, identity: action.identity };
  }
}
