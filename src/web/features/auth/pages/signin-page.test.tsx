import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { TEXTS } from "../../../lib/texts";
import { saveSession } from "../../../lib/token-storage";
import { googleButton, renderSignIn, renderSignInReady, stubApi, stubPopups } from "../test/sign-in";

describe("sign-in landing", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("shows the tagline and the Google button", async () => {
    stubApi({});
    await renderSignInReady();
    expect(screen.getByRole("heading", { level: 1, name: TEXTS.signinTagline })).toBeInTheDocument();
    expect(googleButton()).toBeEnabled();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("keeps the button usable while the popup is open, so that a lost popup can be replaced", async () => {
    stubApi({});
    const { popups } = stubPopups();
    await renderSignInReady();
    await userEvent.click(googleButton());
    expect(googleButton()).toBeEnabled();
    await userEvent.click(googleButton());
    expect(popups).toHaveLength(2);
    expect(popups[0]?.closed).toBe(true);
  });

  it("sends a member who is already signed in to /", async () => {
    stubApi({});
    saveSession({ accessToken: "tok", userId: "u1" });
    const { router } = renderSignIn();
    expect(await screen.findByRole("heading", { name: "Home screen" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/");
  });
});
