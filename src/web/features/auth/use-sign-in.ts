import { LIMITS } from "@shared/limits";
import { AUTH_MESSAGES } from "@shared/texts";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useReducer, useRef } from "react";
import { useLocation, useNavigate } from "react-router";
import { activeLanguage } from "../../lib/i18n";
import { pathAfterSignIn } from "../../lib/sign-in-target";
import {
  checkUser,
  fetchSignInConfig,
  type Identity,
  logIn,
  type SignInConfig,
  signInConfigQueryKey,
} from "./auth-api";
import {
  authorizeUrl,
  type IdTokenMessage,
  isIdTokenMessage,
  POPUP_NAME,
  popupFeatures,
  randomToken,
  readCallback,
} from "./popup";
import { isAbort, signInErrorMessage } from "./sign-in-errors";
import { initialSignInView, type SignInView, signInReducer } from "./sign-in-reducer";

export type SignInState = SignInView & {
  /** Opens the identity popup; a newer call cancels the attempt before it. */
  signIn: () => void;
};

/** How often the popup is looked at (closed? back on our callback?), and how long a closed popup's message may lag. */
export const POPUP_POLL_MS = 250;
export const CLOSED_GRACE_MS = 400;

type Attempt = {
  state: string;
  nonce: string;
  popup: Window | null;
  controller: AbortController;
  timers: Set<ReturnType<typeof setTimeout>>;
  poll: ReturnType<typeof setInterval> | null;
  /** The token arrived and is being checked: further messages are ignored. */
  verifying: boolean;
  done: boolean;
};

function stopWatching(attempt: Attempt) {
  if (attempt.poll !== null) clearInterval(attempt.poll);
  attempt.poll = null;
  for (const timer of attempt.timers) clearTimeout(timer);
  attempt.timers.clear();
}

function closePopup(attempt: Attempt) {
  try {
    if (attempt.popup && !attempt.popup.closed) attempt.popup.close();
  } catch {
    // A popup on another origin may refuse; it is forgotten either way.
  }
  attempt.popup = null;
}

/**
 * Google sign-in through a popup (SPEC 4 "Onboarding", ARCHITECTURE "Identity"). One attempt at a
 * time: a new one closes the previous popup, cancels its calls and ignores its late messages. Each
 * attempt has its own state and nonce. The callback page posts the ID token back; then the
 * identity is checked: an existing member logs in and goes to / after a short delay, a new one
 * gets `identity` and starts the onboarding.
 */
export function useSignIn(): SignInState {
  const navigate = useNavigate();
  // The experience a shared link invited them to, else / (ADR 0031).
  const destination = pathAfterSignIn(useLocation().search);
  const queryClient = useQueryClient();
  const [view, dispatch] = useReducer(signInReducer, initialSignInView);
  const attemptRef = useRef<Attempt | null>(null);
  const redirectRef = useRef<ReturnType<typeof setTimeout> | null>(null);

  // Loaded ahead, so that the popup can open with its address straight from the click.
  useQuery({
    queryKey: signInConfigQueryKey,
    queryFn: ({ signal }) => fetchSignInConfig(signal),
    staleTime: Number.POSITIVE_INFINITY,
  });

  const cancel = useCallback((attempt: Attempt | null) => {
    if (!attempt) return;
    attempt.done = true;
    stopWatching(attempt);
    closePopup(attempt);
    attempt.controller.abort();
  }, []);

  const fail = useCallback((attempt: Attempt, message: string) => {
    if (attemptRef.current !== attempt || attempt.done) return;
    attempt.done = true;
    stopWatching(attempt);
    closePopup(attempt);
    dispatch({ type: "failed", error: message });
  }, []);

  const verify = useCallback(
    async (attempt: Attempt, idToken: string) => {
      attempt.verifying = true;
      stopWatching(attempt);
      closePopup(attempt);
      dispatch({ type: "verifying" });
      const signedIn: Identity = { idToken, nonce: attempt.nonce };
      const { signal } = attempt.controller;
      try {
        if (await checkUser(signedIn, signal)) {
          if (attemptRef.current !== attempt || attempt.done) return;
          await logIn(signedIn, signal);
          if (attemptRef.current !== attempt || attempt.done) return;
          attempt.done = true;
          // SPEC 4: an existing member goes to / after about 100 ms.
          redirectRef.current = setTimeout(
            () => navigate(destination, { replace: true }),
            LIMITS.loginRedirectDelayMs,
          );
          return;
        }
        if (attemptRef.current !== attempt || attempt.done) return;
        attempt.done = true;
        dispatch({ type: "newMember", identity: signedIn });
      } catch (err) {
        if (isAbort(err) && signal.aborted) return;
        fail(attempt, signInErrorMessage(err));
      }
    },
    [fail, navigate, destination],
  );

  // A hand-off counts only for the attempt in progress, with its state.
  const receive = useCallback(
    (attempt: Attempt | null, data: IdTokenMessage) => {
      if (!attempt || attemptRef.current !== attempt || attempt.done || attempt.verifying) return;
      if (!data.state || data.state !== attempt.state) return;
      if (data.error || !data.idToken) {
        fail(attempt, AUTH_MESSAGES.signInFailed);
        return;
      }
      void verify(attempt, data.idToken);
    },
    [fail, verify],
  );

  // The callback page's message: same origin and our type.
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin) return;
      if (!isIdTokenMessage(event.data)) return;
      receive(attemptRef.current, event.data);
    };
    window.addEventListener("message", onMessage);
    return () => window.removeEventListener("message", onMessage);
  }, [receive]);

  useEffect(
    () => () => {
      cancel(attemptRef.current);
      attemptRef.current = null;
      if (redirectRef.current !== null) clearTimeout(redirectRef.current);
    },
    [cancel],
  );

  const signIn = useCallback(() => {
    cancel(attemptRef.current);
    attemptRef.current = null;
    dispatch({ type: "start" });

    const attempt: Attempt = {
      state: randomToken(),
      nonce: randomToken(),
      popup: null,
      controller: new AbortController(),
      timers: new Set(),
      poll: null,
      verifying: false,
      done: false,
    };
    attemptRef.current = attempt;

    const known = queryClient.getQueryData<SignInConfig>(signInConfigQueryKey);
    const url = known ? authorizeUrl(known, attempt.state, attempt.nonce, activeLanguage()) : "about:blank";
    let popup: Window | null = null;
    try {
      popup = window.open(url, POPUP_NAME, popupFeatures());
    } catch {
      popup = null;
    }
    if (!popup || popup.closed) {
      fail(attempt, AUTH_MESSAGES.popupBlocked);
      return;
    }
    attempt.popup = popup;
    dispatch({ type: "popupOpened" });

    if (!known) {
      // The configuration was not loaded yet: the popup opened blank (still inside the click, so
      // that it is not blocked) and goes to the provider once the configuration arrives.
      queryClient
        .fetchQuery({
          queryKey: signInConfigQueryKey,
          queryFn: ({ signal }) => fetchSignInConfig(signal),
          staleTime: Number.POSITIVE_INFINITY,
          retry: false,
        })
        .then((loaded) => {
          if (attemptRef.current !== attempt || attempt.done || !attempt.popup) return;
          attempt.popup.location.href = authorizeUrl(loaded, attempt.state, attempt.nonce, activeLanguage());
        })
        .catch((err: unknown) => fail(attempt, signInErrorMessage(err)));
    }

    attempt.poll = setInterval(() => {
      const current = attempt.popup;
      if (attempt.done || attempt.verifying || !current) return;
      if (current.closed) {
        // Closed without a token: wait a moment for a message that may still be on its way.
        if (attempt.poll !== null) clearInterval(attempt.poll);
        attempt.poll = null;
        const grace = setTimeout(() => fail(attempt, AUTH_MESSAGES.popupClosed), CLOSED_GRACE_MS);
        attempt.timers.add(grace);
        return;
      }
      const handed = readCallback(current);
      if (handed) receive(attempt, handed);
    }, POPUP_POLL_MS);
  }, [cancel, fail, queryClient, receive]);

  return { signIn, ...view };
}
