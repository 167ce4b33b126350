import { LIMITS } from "@shared/limits";
import { MESSAGES } from "@shared/messages";
import { useCallback, useEffect, useRef, useState } from "react";

export type SignInState = {
  signIn: () => void;
  busy: boolean;
  error: string | null;
};

const POPUP_NAME = "meetup-signin";
const POPUP_WIDTH = 480;
const POPUP_HEIGHT = 640;
const CLOSED_POLL_MS = 500;

function popupFeatures(): string {
  const left = Math.max(0, Math.round(window.screenX + (window.outerWidth - POPUP_WIDTH) / 2));
  const top = Math.max(0, Math.round(window.screenY + (window.outerHeight - POPUP_HEIGHT) / 2));
  return `popup=yes,width=${POPUP_WIDTH},height=${POPUP_HEIGHT},left=${left},top=${top}`;
}

function authorizeUrl(): string {
  const params = new URLSearchParams({ response_type: "id_token", nonce: crypto.randomUUID() });
  // SPEC 4: on screens 768 px wide or less the provider is asked to show the account chooser.
  if (window.innerWidth <= LIMITS.mobileBreakpointPx) params.set("prompt", "select_account");
  return `/dev-idp/authorize?${params.toString()}`;
}

/**
 * Google sign-in through a popup (ARCHITECTURE "Identity"). Only one popup is active at a time:
 * a new attempt closes the previous one. The ID-token hand-off and the check-user / login calls
 * complete this hook in the identity issue.
 */
export function useSignIn(): SignInState {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const popupRef = useRef<Window | null>(null);
  const pollRef = useRef<ReturnType<typeof setInterval> | null>(null);

  const stopWatching = useCallback(() => {
    if (pollRef.current !== null) clearInterval(pollRef.current);
    pollRef.current = null;
  }, []);

  useEffect(
    () => () => {
      stopWatching();
      popupRef.current?.close();
    },
    [stopWatching],
  );

  const signIn = useCallback(() => {
    setError(null);
    stopWatching();
    popupRef.current?.close();

    const popup = window.open(authorizeUrl(), POPUP_NAME, popupFeatures());
    if (!popup) {
      popupRef.current = null;
      setBusy(false);
      setError(MESSAGES.popupBlocked);
      return;
    }
    popupRef.current = popup;
    setBusy(true);
    pollRef.current = setInterval(() => {
      if (!popup.closed) return;
      stopWatching();
      if (popupRef.current === popup) popupRef.current = null;
      setBusy(false);
      setError(MESSAGES.popupClosed);
    }, CLOSED_POLL_MS);
  }, [stopWatching]);

  return { signIn, busy, error };
}
