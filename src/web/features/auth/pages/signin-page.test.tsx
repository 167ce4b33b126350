import { AUTH_MESSAGES } from "@shared/texts";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { startLanguage } from "../../../lib/i18n";
import { APP_NAME, TEXTS } from "../../../lib/texts";
import { saveSession } from "../../../lib/token-storage";
import {
  blockPopups,
  googleButton,
  renderSignIn,
  renderSignInReady,
  stubApi,
  stubPopups,
} from "../test/sign-in";

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

describe("sign-in landing in Hindi and English (ADR 0053)", () => {
  const hindiTagline = "जाने लायक जगहें, जानने लायक लोग";

  it("opens in Hindi for a browser that asks for it, title and <html lang> too", async () => {
    vi.stubGlobal("navigator", { ...navigator, languages: ["hi-IN", "en"] });
    startLanguage();
    stubApi({});
    await renderSignInReady();
    expect(screen.getByRole("heading", { level: 1, name: hindiTagline })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Google से साइन इन करें" })).toBeEnabled();
    expect(document.title).toBe(`साइन इन · ${APP_NAME}`);
    expect(document.documentElement.lang).toBe("hi-IN");
    vi.unstubAllGlobals();
  });

  it("switches the whole screen at once from the language choice, and remembers it", async () => {
    stubApi({});
    await renderSignInReady();
    const languages = screen.getByRole("group", { name: "Language" });
    expect(screen.getByRole("radio", { name: "English" })).toBeChecked();

    await userEvent.click(screen.getByRole("radio", { name: "हिन्दी" }));
    expect(await screen.findByRole("heading", { level: 1, name: hindiTagline })).toBeInTheDocument();
    expect(screen.getByRole("group", { name: "भाषा" })).toBe(languages);
    expect(screen.getByRole("radio", { name: "हिन्दी" })).toBeChecked();
    expect(document.title).toBe(`साइन इन · ${APP_NAME}`);
    expect(window.localStorage.getItem("language")).toBe("hi");

    await userEvent.click(screen.getByRole("radio", { name: "English" }));
    expect(await screen.findByRole("heading", { level: 1, name: TEXTS.signinTagline })).toBeInTheDocument();
    expect(googleButton()).toBeEnabled();
    expect(document.title).toBe(`Sign in · ${APP_NAME}`);
  });

  it("says a sign-in error the browser made in the member's language", async () => {
    stubApi({});
    blockPopups();
    await renderSignInReady();
    await userEvent.click(screen.getByRole("radio", { name: "हिन्दी" }));
    await userEvent.click(await screen.findByRole("button", { name: "Google से साइन इन करें" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "पॉप-अप ब्लॉक हो गया। कृपया पॉप-अप की इजाज़त दें और फिर से कोशिश करें।",
    );
    await userEvent.click(screen.getByRole("radio", { name: "English" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(AUTH_MESSAGES.popupBlocked);
  });
});
