import { AUTH_MESSAGES } from "@shared/texts";
import { ApiError } from "../../lib/api";

function serverMessage(err: unknown): string | null {
  if (!(err instanceof ApiError) || err.status === null) return null;
  const body = err.body;
  if (body && typeof body === "object" && "message" in body) {
    const { message } = body as { message: unknown };
    if (typeof message === "string" && message.trim() !== "") return message;
  }
  return null;
}

/**
 * SPEC 8 "Sign-in": a timeout and a network failure have their own texts, a refusal from the
 * server (4xx) shows the server's message, anything else the default text.
 */
export function signInErrorMessage(err: unknown): string {
  if (err instanceof ApiError && err.status === null) {
    if (err.message === AUTH_MESSAGES.timeout) return AUTH_MESSAGES.timeout;
    if (err.message === AUTH_MESSAGES.networkError) return AUTH_MESSAGES.networkError;
    return AUTH_MESSAGES.signInFailed;
  }
  if (err instanceof TypeError) return AUTH_MESSAGES.networkError;
  const status = err instanceof ApiError ? err.status : null;
  if (status !== null && status >= 400 && status < 500)
    return serverMessage(err) ?? AUTH_MESSAGES.signInFailed;
  return AUTH_MESSAGES.signInFailed;
}

/** SPEC 8: a failed registration shows the server's message field, else the default text. */
export function registrationErrorMessage(err: unknown): string {
  return serverMessage(err) ?? AUTH_MESSAGES.registrationFailed;
}

/** A call cancelled on purpose (a newer attempt, or the screen went away): nothing to show. */
export function isAbort(err: unknown): boolean {
  return typeof err === "object" && err !== null && (err as { name?: unknown }).name === "AbortError";
}
