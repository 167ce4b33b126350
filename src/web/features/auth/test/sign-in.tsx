import { signInConfig } from "@shared/endpoints/auth";
import { act, screen, waitFor } from "@testing-library/react";
import type { JsonBodyType } from "msw";
import { vi } from "vitest";
import type { z } from "zod";
import {
  type Call,
  fail,
  HttpResponse,
  http,
  networkError,
  never,
  recordCalls,
  server,
} from "../../../test/api-stub";
import { renderRoutes } from "../../../test/render";
import { SignInPage } from "../pages/signin-page";

// Test doubles for the sign-in screens: the API (on the MSW stub of every web test), a popup window,
// and the callback page's message.

type Endpoint<S extends z.ZodType> = { path: string; response: S };
type DataOf<S extends z.ZodType> = z.input<S> extends { data: infer D } ? D : never;

/** What an endpoint answers: a response, or a function making one per call. */
export type Handler = Response | (() => Response | Promise<Response>);

export const DEV_CONFIG = {
  provider: "development",
  authorizationEndpoint: "/dev-idp/authorize",
  clientId: "meetup-web-dev",
} as const;

/** Answers `status` (200) with the endpoint's success envelope, parsed through its shared contract. */
export function ok<S extends z.ZodType>(endpoint: Endpoint<S>, data: DataOf<S>, status = 200) {
  return HttpResponse.json(endpoint.response.parse({ success: true, data }) as JsonBodyType, { status });
}

export { fail as refused, networkError, never as hang };

/**
 * Answers each API path (after /api) with its handler, the sign-in configuration by default; other
 * paths get the stub's 404. Returns the calls the app made, in order.
 */
export function stubApi(handlers: Record<string, Handler>): Call[] {
  const calls = recordCalls();
  const replies: Record<string, Handler> = { [signInConfig.path]: ok(signInConfig, DEV_CONFIG), ...handlers };
  server.use(
    ...Object.entries(replies).map(([path, reply]) =>
      http.all(`/api${path}`, () => (reply instanceof Response ? reply.clone() : reply())),
    ),
  );
  return calls;
}

/** The URLs the app called, in order. */
export const calledUrls = (calls: Call[]) => calls.map((call) => call.url);

/** The body a call to `path` (after /api) was made with, once it has been read. */
export async function sentBody(calls: Call[], path: string): Promise<unknown> {
  const body = () => {
    const call = calls.find((c) => c.url === `/api${path}`);
    if (call?.body === undefined) throw new Error(`${path} was not called`);
    return call.body;
  };
  // Read at once when it is there: waiting would move fake timers on.
  try {
    return body();
  } catch {
    return waitFor(body);
  }
}

export type FakePopup = {
  closed: boolean;
  close: ReturnType<typeof vi.fn>;
  /** Only `href` until a test sends the popup back to the callback with a full URL. */
  location: { href: string } | URL;
};

/** Stubs window.open as a browser that blocks popups does: it opens nothing. */
export function blockPopups() {
  vi.stubGlobal(
    "open",
    vi.fn(() => null),
  );
}

/** Stubs window.open with popups that remember their address; `popups` lists them in order. */
export function stubPopups() {
  const popups: FakePopup[] = [];
  const open = vi.fn((url?: string | URL) => {
    const popup: FakePopup = {
      closed: false,
      close: vi.fn(() => {
        popup.closed = true;
      }),
      location: { href: String(url ?? "") },
    };
    popups.push(popup);
    return popup as unknown as Window;
  });
  vi.stubGlobal("open", open);
  return { open, popups };
}

/** The state and nonce of the authorization address a popup was sent to. */
export function attemptOf(popup: FakePopup | undefined) {
  if (!popup) throw new Error("no popup was opened");
  const url = new URL(popup.location.href, window.location.origin);
  return {
    url,
    state: url.searchParams.get("state") ?? "",
    nonce: url.searchParams.get("nonce") ?? "",
  };
}

/** What public/auth/callback.js posts to the opener. */
export function postIdToken(
  data: { idToken?: string | null; state: string; error?: string | null; type?: string },
  origin = window.location.origin,
) {
  act(() => {
    window.dispatchEvent(
      new MessageEvent("message", {
        origin,
        data: {
          type: data.type ?? "meetup:id-token",
          idToken: data.idToken ?? null,
          state: data.state,
          error: data.error ?? null,
        },
      }),
    );
  });
}

/** A new member's ID token (the payload carries a name, like the issuer's do). */
export function fakeIdToken(name = "Asha Rao"): string {
  const encode = (value: unknown) =>
    btoa(JSON.stringify(value)).replaceAll("+", "-").replaceAll("/", "_").replaceAll("=", "");
  return `${encode({ alg: "ES256" })}.${encode({ sub: "s1", name, email: "asha@example.com" })}.sig`;
}

export function renderSignIn() {
  return renderRoutes(
    [
      { path: "/signin", element: <SignInPage /> },
      { path: "/", element: <h1>Home screen</h1> },
    ],
    "/signin",
  );
}

/** Renders /signin and waits until the sign-in configuration has loaded. */
export async function renderSignInReady() {
  const view = renderSignIn();
  await waitFor(() => {
    if (!view.queryClient.getQueryData(["auth", "config"])) throw new Error("configuration not loaded");
  });
  return view;
}

export const googleButton = () => screen.getByRole("button", { name: "Sign in with Google" });
