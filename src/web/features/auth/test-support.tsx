import { act, screen } from "@testing-library/react";
import { vi } from "vitest";
import { jsonResponse, renderRoutes } from "../../test/render";
import { SignInPage } from "./pages/signin-page";

// Test doubles for the sign-in screens: a fetch that answers per API path, a popup window, and
// the callback page's message.

export type FakeReply = Response | Promise<Response> | (() => Response | Promise<Response>);
export type Handler = (init: RequestInit) => Response | Promise<Response>;

export const DEV_CONFIG = {
  success: true,
  data: { provider: "development", authorizationEndpoint: "/dev-idp/authorize", clientId: "meetup-web-dev" },
};

export const ok = (data: unknown, status = 200) => jsonResponse(status, { success: true, data });
export const refused = (status: number, message: string) => jsonResponse(status, { success: false, message });

/** A fetch that never answers but gives up when its signal aborts (for timeouts). */
export function hang(init: RequestInit): Promise<Response> {
  return new Promise((_resolve, reject) => {
    init.signal?.addEventListener("abort", () => reject(new DOMException("Aborted", "AbortError")));
  });
}

/** Stubs fetch; each API path (after /api) gets its handler; the sign-in configuration is served by default. */
export function stubApi(handlers: Record<string, Handler>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const path = String(input).replace(/^\/api/, "");
    const handler = handlers[path] ?? (path === "/auth/config" ? () => jsonResponse(200, DEV_CONFIG) : null);
    if (!handler) return jsonResponse(404, { success: false, message: `No handler for ${path}` });
    return handler(init);
  });
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

/** The JSON body a call was made with. */
export function sentBody(fetchMock: ReturnType<typeof stubApi>, path: string): unknown {
  const call = fetchMock.mock.calls.find(([input]) => String(input) === `/api${path}`);
  if (!call) throw new Error(`${path} was not called`);
  const body = call[1]?.body;
  return typeof body === "string" ? JSON.parse(body) : body;
}

export type FakePopup = {
  closed: boolean;
  close: ReturnType<typeof vi.fn>;
  /** Only `href` until a test sends the popup back to the callback with a full URL. */
  location: { href: string } | URL;
};

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
  await vi.waitFor(() => {
    if (!view.queryClient.getQueryData(["auth", "config"])) throw new Error("configuration not loaded");
  });
  return view;
}

export const googleButton = () => screen.getByRole("button", { name: "Sign in with Google" });
