import { MESSAGES, TEXTS } from "@shared/messages";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderRoutes } from "../../../test/render";
import { SignInPage } from "./signin-page";

function renderSignIn() {
  return renderRoutes([{ path: "/signin", element: <SignInPage /> }], "/signin");
}

describe("sign-in landing", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("shows the tagline and the Google button", () => {
    renderSignIn();
    expect(screen.getByRole("heading", { level: 1, name: TEXTS.signinTagline })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: TEXTS.signInWithGoogle })).toBeEnabled();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("opens the identity popup and says so when the browser blocks it", async () => {
    const open = vi.fn((_url?: string, _target?: string, _features?: string) => null);
    vi.stubGlobal("open", open);
    renderSignIn();
    await userEvent.click(screen.getByRole("button", { name: TEXTS.signInWithGoogle }));
    expect(open).toHaveBeenCalledTimes(1);
    expect(String(open.mock.calls[0]?.[0] ?? "")).toMatch(/^\/dev-idp\/authorize\?/);
    expect(screen.getByRole("alert")).toHaveTextContent(MESSAGES.popupBlocked);
  });

  it("is busy while the popup is open", async () => {
    const popup = { closed: false, close: vi.fn() };
    vi.stubGlobal(
      "open",
      vi.fn(() => popup),
    );
    renderSignIn();
    await userEvent.click(screen.getByRole("button", { name: TEXTS.signInWithGoogle }));
    expect(screen.getByRole("button", { name: TEXTS.signInWithGoogle })).toBeDisabled();
  });
});
