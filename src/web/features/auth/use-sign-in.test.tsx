import { checkUser, login, signInConfig } from "@shared/endpoints/auth";
import { MESSAGES } from "@shared/texts";
import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { changeLanguage } from "../../lib/i18n";
import { getAccessToken, getAuthToken, getUserId } from "../../lib/token-storage";
import {
  attemptOf,
  blockPopups,
  calledUrls,
  fakeIdToken,
  googleButton,
  hang,
  networkError,
  ok,
  postIdToken,
  refused,
  renderSignIn,
  renderSignInReady,
  sentBody,
  stubApi,
  stubPopups,
} from "./test/sign-in";

const LOGIN = {
  accessToken: "access-1",
  user: { _id: "user-1", name: "Aarav", role: "member" as const, language: "en" as const },
};

const originalWidth = window.innerWidth;

beforeEach(() => {
  Object.defineProperty(window, "innerWidth", { configurable: true, value: 1280 });
});

afterEach(() => {
  Object.defineProperty(window, "innerWidth", { configurable: true, value: originalWidth });
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("useSignIn: the popup", () => {
  it("opens the issuer's authorization page with state, nonce and our callback", async () => {
    stubApi({});
    const { open, popups } = stubPopups();
    await renderSignInReady();
    await userEvent.click(googleButton());
    expect(open).toHaveBeenCalledTimes(1);
    const { url, state, nonce } = attemptOf(popups[0]);
    expect(url.pathname).toBe("/dev-idp/authorize");
    expect(url.searchParams.get("client_id")).toBe("meetup-web-dev");
    expect(url.searchParams.get("response_type")).toBe("id_token");
    expect(url.searchParams.get("redirect_uri")).toBe(`${window.location.origin}/auth/callback`);
    expect(popups[0]?.location.href).toContain("scope=openid%20email%20profile");
    expect(state).toMatch(/^[0-9a-f]{32}$/);
    expect(nonce).toMatch(/^[0-9a-f]{32}$/);
    expect(nonce).not.toBe(state);
    expect(url.searchParams.has("prompt")).toBe(false);
    expect(screen.getByText("Finish signing in in the pop-up window.")).toBeInTheDocument();
  });

  it("asks for the account chooser on screens 768 px wide or less", async () => {
    Object.defineProperty(window, "innerWidth", { configurable: true, value: 768 });
    stubApi({});
    const { popups } = stubPopups();
    await renderSignInReady();
    await userEvent.click(googleButton());
    expect(attemptOf(popups[0]).url.searchParams.get("prompt")).toBe("select_account");
  });

  it("asks the provider for its screens in the app's language", async () => {
    stubApi({});
    const { popups } = stubPopups();
    await renderSignInReady();
    await userEvent.click(googleButton());
    expect(attemptOf(popups[0]).url.searchParams.get("ui_locales")).toBe("en-IN");
    await changeLanguage("hi");
    try {
      await userEvent.click(await screen.findByRole("button", { name: /Google/ }));
      const url = attemptOf(popups.at(-1)).url;
      expect(url.searchParams.get("ui_locales")).toBe("hi-IN");
      expect(url.searchParams.get("hl")).toBe("hi-IN");
    } finally {
      await changeLanguage("en");
    }
  });

  it("says so when the browser blocks the popup", async () => {
    stubApi({});
    blockPopups();
    await renderSignInReady();
    await userEvent.click(googleButton());
    expect(screen.getByRole("alert")).toHaveTextContent(MESSAGES.popupBlocked);
    expect(googleButton()).toBeEnabled();
  });

  it("says the sign-in was cancelled when the popup closes without a token", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    stubApi({});
    const { popups } = stubPopups();
    await renderSignInReady();
    await userEvent.click(googleButton());
    popups[0]!.closed = true;
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(screen.getByRole("alert")).toHaveTextContent(MESSAGES.popupClosed);
    expect(googleButton()).toBeEnabled();
  });

  it("opens the popup blank when the configuration is still loading, then sends it on", async () => {
    let answer: (r: Response) => void = () => {};
    stubApi({ [signInConfig.path]: () => new Promise<Response>((resolve) => (answer = resolve)) });
    const { popups } = stubPopups();
    renderSignIn();
    await userEvent.click(googleButton());
    expect(popups[0]?.location.href).toBe("about:blank");
    await act(async () =>
      answer(
        ok(signInConfig, {
          provider: "google",
          authorizationEndpoint: "https://idp.example/auth",
          clientId: "abc",
        }),
      ),
    );
    await waitFor(() => expect(popups[0]?.location.href).toMatch(/^https:\/\/idp\.example\/auth\?/));
    expect(attemptOf(popups[0]).url.searchParams.get("client_id")).toBe("abc");
  });

  it("ignores messages from another origin, of another type or with another state", async () => {
    const calls = stubApi({});
    const { popups } = stubPopups();
    await renderSignInReady();
    await userEvent.click(googleButton());
    const { state } = attemptOf(popups[0]);
    postIdToken({ idToken: fakeIdToken(), state }, "https://evil.example");
    postIdToken({ idToken: fakeIdToken(), state: "not-the-state" });
    postIdToken({ idToken: fakeIdToken(), state, type: "something-else" });
    expect(calledUrls(calls)).toEqual(["/api/auth/config"]);
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    expect(popups[0]?.closed).toBe(false);
  });

  it("keeps one popup at a time and ignores the previous attempt's late message", async () => {
    const calls = stubApi({ [checkUser.path]: () => ok(checkUser, { exists: false }) });
    const { open, popups } = stubPopups();
    await renderSignInReady();
    await userEvent.click(googleButton());
    const first = attemptOf(popups[0]);
    await userEvent.click(googleButton());
    expect(open).toHaveBeenCalledTimes(2);
    expect(popups[0]?.close).toHaveBeenCalled();
    const second = attemptOf(popups[1]);
    expect(second.state).not.toBe(first.state);
    expect(second.nonce).not.toBe(first.nonce);

    postIdToken({ idToken: "late-token", state: first.state });
    expect(calledUrls(calls)).not.toContain("/api/users/check-user");

    postIdToken({ idToken: fakeIdToken(), state: second.state });
    expect(await screen.findByRole("heading", { name: "What's your mobile number?" })).toBeInTheDocument();
    expect(await sentBody(calls, checkUser.path)).toEqual({
      firebaseToken: fakeIdToken(),
      nonce: second.nonce,
    });
  });

  it("reads the token from the popup's address when the popup is back on our callback", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const calls = stubApi({ [checkUser.path]: () => ok(checkUser, { exists: false }) });
    const { popups } = stubPopups();
    await renderSignInReady();
    await userEvent.click(googleButton());
    const { state, nonce } = attemptOf(popups[0]);
    const popup = popups[0]!;
    popup.location = new URL(`${window.location.origin}/auth/callback#id_token=other&state=wrong`);
    await act(() => vi.advanceTimersByTimeAsync(600));
    expect(calls).toHaveLength(1);
    popup.location = new URL(`https://evil.example/auth/callback#id_token=evil&state=${state}`);
    await act(() => vi.advanceTimersByTimeAsync(600));
    expect(calls).toHaveLength(1);
    popup.location = new URL(`${window.location.origin}/auth/callback#id_token=id-from-url&state=${state}`);
    await act(() => vi.advanceTimersByTimeAsync(600));
    expect(await screen.findByRole("heading", { name: "What's your mobile number?" })).toBeInTheDocument();
    expect(popup.close).toHaveBeenCalled();
    expect(await sentBody(calls, checkUser.path)).toEqual({ firebaseToken: "id-from-url", nonce });
  });

  it("shows the default text when the provider reports an error", async () => {
    stubApi({});
    const { popups } = stubPopups();
    await renderSignInReady();
    await userEvent.click(googleButton());
    postIdToken({ state: attemptOf(popups[0]).state, error: "access_denied" });
    expect(screen.getByRole("alert")).toHaveTextContent(MESSAGES.signInFailed);
  });
});

describe("useSignIn: after the popup", () => {
  async function signInWith(handlers: Parameters<typeof stubApi>[0]) {
    const calls = stubApi(handlers);
    const { popups } = stubPopups();
    const view = await renderSignInReady();
    await userEvent.click(googleButton());
    const attempt = attemptOf(popups[0]);
    postIdToken({ idToken: "id-token-1", state: attempt.state });
    return { ...view, calls, attempt, popup: popups[0]! };
  }

  it("logs an existing member in, stores the tokens and goes to / after 100 ms", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    // Times on the fake clock, which only moves forward: the wait is measured, not raced against a
    // busy machine's real time.
    let storedAt = Number.NaN;
    const setItem = Storage.prototype.setItem;
    vi.spyOn(Storage.prototype, "setItem").mockImplementation(function (this: Storage, key, value) {
      if (key === "accessToken") storedAt = Date.now();
      setItem.call(this, key, value);
    });
    const { calls, attempt, popup, router } = await signInWith({
      [checkUser.path]: () => ok(checkUser, { exists: true }),
      [login.path]: () => ok(login, LOGIN),
    });
    let homeAt = Number.NaN;
    router.subscribe((state) => {
      if (state.location.pathname === "/" && Number.isNaN(homeAt)) homeAt = Date.now();
    });
    expect(popup.close).toHaveBeenCalled();
    await waitFor(() => expect(getAccessToken()).toBe("access-1"));
    expect(getUserId()).toBe("user-1");
    expect(getAuthToken()).toBe("user-1");
    expect(await sentBody(calls, login.path)).toEqual({
      firebaseToken: "id-token-1",
      nonce: attempt.nonce,
    });
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(await screen.findByRole("heading", { name: "Home screen" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/");
    expect(homeAt - storedAt).toBeGreaterThanOrEqual(100);
  });

  it("starts the onboarding at step 0 for a new member", async () => {
    const { calls, router } = await signInWith({
      [checkUser.path]: () => ok(checkUser, { exists: false }),
    });
    expect(await screen.findByRole("heading", { name: "What's your mobile number?" })).toBeInTheDocument();
    expect(screen.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "13");
    expect(router.state.location.pathname).toBe("/signin");
    expect(calledUrls(calls)).not.toContain("/api/users/login");
    expect(getAccessToken()).toBeNull();
  });

  it("shows the server's refusal, such as a ban", async () => {
    await signInWith({
      [checkUser.path]: () => ok(checkUser, { exists: true }),
      [login.path]: () => refused(403, MESSAGES.accountBanned),
    });
    expect(await screen.findByRole("alert")).toHaveTextContent(MESSAGES.accountBanned);
    expect(getAccessToken()).toBeNull();
    expect(googleButton()).toBeEnabled();
  });

  it("shows the default text on a server failure", async () => {
    await signInWith({ [checkUser.path]: () => refused(500, "The database is not reachable.") });
    expect(await screen.findByRole("alert")).toHaveTextContent(MESSAGES.signInFailed);
  });

  it("shows the network text when the request cannot be sent", async () => {
    await signInWith({
      [checkUser.path]: networkError,
    });
    expect(await screen.findByRole("alert")).toHaveTextContent(MESSAGES.networkError);
  });

  it("gives up on check-user after 15 s", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await signInWith({ [checkUser.path]: hang });
    await act(() => vi.advanceTimersByTimeAsync(14_000));
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1_500));
    expect(screen.getByRole("alert")).toHaveTextContent(MESSAGES.timeout);
    expect(googleButton()).toBeEnabled();
  });

  it("gives up on login after 15 s", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await signInWith({ [checkUser.path]: () => ok(checkUser, { exists: true }), [login.path]: hang });
    await act(() => vi.advanceTimersByTimeAsync(15_500));
    expect(screen.getByRole("alert")).toHaveTextContent(MESSAGES.timeout);
    expect(getAccessToken()).toBeNull();
  });
});
