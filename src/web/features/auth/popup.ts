import { LIMITS } from "@shared/limits";
import { type Language, LOCALE_TAGS } from "../../lib/i18n";
import type { SignInConfig } from "./auth-api";

// The identity provider's popup (ARCHITECTURE "Identity": implicit flow, response_type=id_token).

export const POPUP_NAME = "meetup-signin";
const POPUP_WIDTH = 480;
const POPUP_HEIGHT = 640;

/** The message the callback page (public/auth/callback.js) posts to the opener. */
export const ID_TOKEN_MESSAGE = "meetup:id-token";

export type IdTokenMessage = {
  type: typeof ID_TOKEN_MESSAGE;
  idToken: string | null;
  state: string | null;
  error: string | null;
};

export function isIdTokenMessage(data: unknown): data is IdTokenMessage {
  return typeof data === "object" && data !== null && (data as { type?: unknown }).type === ID_TOKEN_MESSAGE;
}

export const CALLBACK_PATH = "/auth/callback";

/**
 * The hand-off read straight from the popup's address once the provider sent it back to our
 * callback (same origin only; a popup on the provider's origin throws and is skipped). This works
 * whatever page the server answers there, so it backs up the callback page's message.
 */
export function readCallback(popup: Window): IdTokenMessage | null {
  try {
    const { origin, pathname, hash } = popup.location;
    if (origin !== window.location.origin || pathname !== CALLBACK_PATH || !hash) return null;
    const params = new URLSearchParams(hash.slice(1));
    if (!params.has("id_token") && !params.has("error")) return null;
    return {
      type: ID_TOKEN_MESSAGE,
      idToken: params.get("id_token"),
      state: params.get("state"),
      error: params.get("error"),
    };
  } catch {
    return null;
  }
}

/** 128 random bits as hex: the state and the nonce of one attempt. */
export function randomToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}

export function popupFeatures(): string {
  const left = Math.max(0, Math.round(window.screenX + (window.outerWidth - POPUP_WIDTH) / 2));
  const top = Math.max(0, Math.round(window.screenY + (window.outerHeight - POPUP_HEIGHT) / 2));
  return `popup=yes,width=${POPUP_WIDTH},height=${POPUP_HEIGHT},left=${left},top=${top}`;
}

export function authorizeUrl(config: SignInConfig, state: string, nonce: string, language: Language): string {
  const params = new URLSearchParams({
    client_id: config.clientId,
    response_type: "id_token",
    redirect_uri: `${window.location.origin}${CALLBACK_PATH}`,
    scope: "openid email profile",
    state,
    nonce,
    // The provider's screens in the language the app's speak: OpenID Connect's ui_locales (which
    // the development sign-in reads) and Google's own hl.
    ui_locales: LOCALE_TAGS[language],
    hl: LOCALE_TAGS[language],
  });
  // SPEC 4: on screens 768 px wide or less the provider is asked to show the account chooser.
  if (window.innerWidth <= LIMITS.mobileBreakpointPx) params.set("prompt", "select_account");
  // URLSearchParams writes spaces as "+"; the providers expect %20 in the scope.
  return `${config.authorizationEndpoint}?${params.toString().replaceAll("+", "%20")}`;
}

/** The name claim of an ID token, read without verifying (only to prefill the name field). */
export function nameFromIdToken(idToken: string): string {
  try {
    const payload = idToken.split(".")[1];
    if (!payload) return "";
    const base64 = payload.replaceAll("-", "+").replaceAll("_", "/");
    const bytes = Uint8Array.from(atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, "=")), (c) =>
      c.charCodeAt(0),
    );
    const claims: unknown = JSON.parse(new TextDecoder().decode(bytes));
    const name = (claims as { name?: unknown }).name;
    return typeof name === "string" ? name.trim() : "";
  } catch {
    return "";
  }
}
