import type { OkEnvelope } from "@shared/contracts/envelope";
import { API_BASE } from "@shared/endpoints/endpoint-url";
import { LIMITS } from "@shared/limits";
import { OFFLINE_ANSWER_HEADER } from "@shared/offline-caches";
import { AUTH_MESSAGES, COMMON_MESSAGES } from "@shared/texts";
import { afterTask } from "./next-task";
import { forgetMemberReads } from "./offline-cache";
import { noteOfflineAnswer } from "./queries/fetch-starts";
import { clearAccessToken, getAccessToken, isUsableToken } from "./token-storage";

// The HTTP client of SPEC 7 and 8. Every call goes to /api, carries the stored access token as a
// bearer token (no header at all when none is stored: the server accepts no fallback token), and
// answers the response body, the { success, message, data } envelope. Every failure becomes an
// ApiError whose message follows SPEC 8 "Generic request failure".

export { API_BASE };

export type RequestOptions = {
  /** Milliseconds before the call gives up with AUTH_MESSAGES.timeout. */
  timeoutMs?: number;
  /** Cancels the call (TanStack Query passes one); a cancelled call rejects with the AbortError. */
  signal?: AbortSignal;
  headers?: Record<string, string>;
};

export class ApiError extends Error {
  override readonly name = "ApiError";
  /** HTTP status; null when no answer came back (network failure, timeout). */
  readonly status: number | null;
  readonly body: unknown;
  /**
   * The code of the server's sentence (its place in the server's catalogue, issue 40 item 3): what a
   * screen renders in the member's language; null when the server sent none or nothing came back.
   */
  readonly code: string | null;
  /** The values of a sentence the server built from them (a wait's seconds, the tries left), by name. */
  readonly values: Readonly<Record<string, string | number>> | undefined;

  constructor(message: string, options: { status?: number | null; body?: unknown; cause?: unknown } = {}) {
    super(message, { cause: options.cause });
    this.status = options.status ?? null;
    this.body = options.body;
    this.code = codeOf(options.body);
    this.values = valuesOf(options.body);
  }
}

function codeOf(body: unknown): string | null {
  const code = body && typeof body === "object" && "code" in body ? (body as { code: unknown }).code : null;
  return typeof code === "string" && code !== "" ? code : null;
}

function valuesOf(body: unknown): Record<string, string | number> | undefined {
  const values =
    body && typeof body === "object" && "values" in body ? (body as { values: unknown }).values : null;
  if (!values || typeof values !== "object") return undefined;
  const kept = Object.entries(values).filter(([, v]) => typeof v === "string" || typeof v === "number");
  return Object.fromEntries(kept);
}

const TOKEN_PROBLEM = /jwt|access|token/i;
const AUTH_PROBLEM = /jwt|access/i;

function messageOf(err: unknown): string {
  if (err instanceof Error) return err.message;
  if (typeof err === "string") return err;
  return "";
}

/** SPEC 8: member screens go to /signin on a jwt or access problem. */
export function isAuthError(err: unknown): boolean {
  return AUTH_PROBLEM.test(messageOf(err));
}

/** A refusal (4xx): asking again the same way will be refused again. */
export function isClientError(err: unknown): boolean {
  return err instanceof ApiError && err.status !== null && err.status >= 400 && err.status < 500;
}

/** A message fit for the red error box, whatever was thrown. */
export function errorMessage(err: unknown): string {
  return messageOf(err) || COMMON_MESSAGES.somethingWentWrong;
}

/** The server's own sentence when it refused (an answer came back); otherwise `fallback`. */
export function refusalMessage(err: unknown, fallback: string): string {
  return (err instanceof ApiError && err.status !== null && bodyMessage(err.body)) || fallback;
}

/** The server's answer sentence of an action that went through (its `message`), or `fallback`. */
export function answerMessage(body: { message?: string }, fallback: string): string {
  return body.message?.trim() ? body.message : fallback;
}

function fail(message: string, options: ConstructorParameters<typeof ApiError>[1] = {}): ApiError {
  // SPEC 4 "Session": a failure mentioning jwt, access or token drops the stored token, and the
  // service worker's copy of the member's reads with it: the session may have ended elsewhere (a
  // ban, a deleted account), and the next person on the phone must not read them offline.
  if (TOKEN_PROBLEM.test(message)) {
    clearAccessToken();
    void forgetMemberReads();
  }
  return new ApiError(message, options);
}

function bodyMessage(body: unknown): string | null {
  if (body && typeof body === "object" && "message" in body) {
    const { message } = body as { message: unknown };
    if (typeof message === "string" && message.trim() !== "") return message;
  }
  return null;
}

function parseJson(text: string): unknown {
  if (text === "") return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function isAbortError(err: unknown): boolean {
  return err instanceof Error && err.name === "AbortError";
}

export async function request<T>(
  method: string,
  path: string,
  payload: unknown,
  options: RequestOptions = {},
): Promise<OkEnvelope<T>> {
  // Each request leaves from a task of its own. A screen's reads start together, from the effects of
  // one render, and the browser's fetch costs a phone several milliseconds each: in one task they
  // made a long one that held a tap (issue 24's traces of /chat and /event).
  await afterTask();
  // Cancelled meanwhile (the screen was left): nothing is sent, as fetch would refuse it.
  options.signal?.throwIfAborted();
  const headers: Record<string, string> = { Accept: "application/json", ...options.headers };
  const token = getAccessToken();
  if (isUsableToken(token)) headers.Authorization = `Bearer ${token}`;

  let body: BodyInit | undefined;
  if (payload instanceof FormData) {
    body = payload; // the browser writes the multipart boundary itself
  } else if (payload !== undefined) {
    headers["Content-Type"] = "application/json";
    body = JSON.stringify(payload);
  }

  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, options.timeoutMs ?? LIMITS.defaultRequestTimeoutMs);
  const outer = options.signal;
  const forwardAbort = () => controller.abort(outer?.reason);
  if (outer?.aborted) controller.abort(outer.reason);
  outer?.addEventListener("abort", forwardAbort, { once: true });

  let response: Response;
  let text: string;
  try {
    response = await fetch(`${API_BASE}${path}`, { method, headers, body, signal: controller.signal });
    if (response.headers.has(OFFLINE_ANSWER_HEADER)) noteOfflineAnswer();
    text = await response.text();
  } catch (err) {
    if (timedOut) throw fail(AUTH_MESSAGES.timeout, { cause: err });
    if (isAbortError(err) || outer?.aborted) throw err;
    const text = err instanceof TypeError ? AUTH_MESSAGES.networkError : messageOf(err);
    throw fail(text || COMMON_MESSAGES.somethingWentWrong, { cause: err });
  } finally {
    clearTimeout(timer);
    outer?.removeEventListener("abort", forwardAbort);
  }

  const json = parseJson(text);
  const refused = json && typeof json === "object" && (json as { success?: unknown }).success === false;
  if (!response.ok || refused) {
    throw fail(bodyMessage(json) ?? COMMON_MESSAGES.somethingWentWrong, {
      status: response.status,
      body: json,
    });
  }
  if (json === undefined) {
    if (text !== "") throw fail(COMMON_MESSAGES.somethingWentWrong, { status: response.status });
    return { success: true, data: undefined as T };
  }
  return json as OkEnvelope<T>;
}

export const api = {
  get: <T>(path: string, options?: RequestOptions) => request<T>("GET", path, undefined, options),
  post: <T>(path: string, payload?: unknown, options?: RequestOptions) =>
    request<T>("POST", path, payload, options),
  patch: <T>(path: string, payload?: unknown, options?: RequestOptions) =>
    request<T>("PATCH", path, payload, options),
  del: <T>(path: string, options?: RequestOptions) => request<T>("DELETE", path, undefined, options),
};
