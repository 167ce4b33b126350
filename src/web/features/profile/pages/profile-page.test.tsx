import { logout as logoutEndpoint } from "@shared/endpoints/auth";
import { unsubscribe } from "@shared/endpoints/push";
import { putMyLanguage } from "@shared/endpoints/users";
import { API_READS_CACHE } from "@shared/offline-caches";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { changeLanguage, startLanguage } from "../../../lib/i18n";
import { PHONE_TEXTS, TEXTS } from "../../../lib/texts";
import { getAccessToken } from "../../../lib/token-storage";
import { answer, fail, keyOf, ok } from "../../../test/api-stub";
import { makeUser, renderProfile, signIn, stubApi } from "../test/fixtures";

beforeEach(() => {
  signIn();
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await changeLanguage("en");
});

function expectSessionCleared() {
  expect(window.localStorage.getItem("accessToken")).toBeNull();
  expect(window.localStorage.getItem("userID")).toBeNull();
  expect(window.localStorage.getItem("authToken")).toBeNull();
}

describe("/profile", () => {
  it("shows a skeleton, then the avatar, name, location, the four links and the tagline", async () => {
    stubApi({ user: makeUser({ avatar: "/uploads/asha.webp" }) });
    renderProfile("/profile");
    expect(screen.getByRole("status", { name: "Loading" })).toBeInTheDocument();

    expect(await screen.findByRole("heading", { name: "Asha Rao" })).toBeInTheDocument();
    expect(screen.getByText("Pune, India")).toBeInTheDocument();
    expect(document.querySelector('img[src="/uploads/asha.webp"]')).not.toBeNull();
    expect(screen.getByRole("link", { name: "Account details" })).toHaveAttribute("href", "/profile/detail");
    expect(screen.getByRole("link", { name: "My Experience" })).toHaveAttribute(
      "href",
      "/profile/experience",
    );
    expect(screen.getByRole("link", { name: "My companions" })).toHaveAttribute(
      "href",
      "/profile/companions",
    );
    expect(screen.getByRole("link", { name: "My Listings" })).toHaveAttribute("href", "/profile/listing");
    expect(screen.getByRole("button", { name: "Logout" })).toBeInTheDocument();
    expect(screen.getByText(TEXTS.profileTagline)).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Back" })).not.toBeInTheDocument();
  });

  it("shows Phone verified under the name, or the way to verify the phone", async () => {
    stubApi({ user: makeUser({ phoneVerified: true }) });
    const view = renderProfile("/profile");
    expect(await screen.findByText(PHONE_TEXTS.verifiedBadge)).toBeInTheDocument();
    view.unmount();
    stubApi({ user: makeUser({ phoneVerified: false }) });
    renderProfile("/profile");
    expect(await screen.findByRole("link", { name: PHONE_TEXTS.title })).toHaveAttribute(
      "href",
      "/profile/phone",
    );
    expect(screen.queryByText(PHONE_TEXTS.verifiedBadge)).not.toBeInTheDocument();
  });

  it("shows a failed load in the red box and loads again on Try again", async () => {
    stubApi({ user: { status: 500, message: "The database is not reachable." } });
    renderProfile("/profile");
    expect(await screen.findByRole("alert")).toHaveTextContent("The database is not reachable.");
    expect(getAccessToken()).toBe("tok");

    stubApi({ user: makeUser() });
    await userEvent.setup().click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("heading", { name: "Asha Rao" })).toBeInTheDocument();
  });

  it("switches every screen to the language chosen, then saves it on the account", async () => {
    const calls = stubApi();
    answer({ [keyOf(putMyLanguage)]: ok(putMyLanguage, { language: "hi" }) });
    renderProfile("/profile");
    await screen.findByRole("heading", { name: "Asha Rao" });
    expect(screen.getByRole("group", { name: "Language" })).toBeInTheDocument();

    await userEvent.setup().click(screen.getByRole("radio", { name: "हिन्दी" }));

    expect(await screen.findByText("सेव हो गई। आपके ईमेल और सूचनाएँ भी अब इसी भाषा में आएँगी।")).toBeInTheDocument();
    expect(screen.getByRole("group", { name: "भाषा" })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe("hi-IN");
    const saved = calls.find((call) => call.url === "/api/users/me/language");
    expect(saved).toMatchObject({ method: "PUT", body: { language: "hi" } });
  });

  it("says so when the language could not be saved, and keeps it on this device", async () => {
    stubApi();
    answer({ [keyOf(putMyLanguage)]: fail(500, "Something went wrong") });
    renderProfile("/profile");
    await screen.findByRole("heading", { name: "Asha Rao" });

    await userEvent.setup().click(screen.getByRole("radio", { name: "हिन्दी" }));

    const said = await screen.findByText("आपकी भाषा सेव नहीं हो पाई। कृपया फिर से कोशिश करें।");
    expect(said).toHaveAttribute("role", "alert");
    expect(screen.getByRole("radio", { name: "हिन्दी" })).toBeChecked();
  });

  it("logs out: revokes the session with its token, forgets it, empties the cache, goes to /signin", async () => {
    const calls = stubApi();
    const { router, queryClient } = renderProfile("/profile");
    await screen.findByRole("heading", { name: "Asha Rao" });

    await userEvent.setup().click(screen.getByRole("button", { name: "Logout" }));

    expect(await screen.findByRole("heading", { name: "Sign-in screen" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/signin");
    // The server call came first, still carrying the token; only then was the device cleared.
    const logout = calls.find((call) => call.url === "/api/users/logout");
    expect(logout).toEqual({ url: "/api/users/logout", method: "POST", token: "tok" });
    expectSessionCleared();
    // Nothing of the signed-out member is left in the cache.
    expect(queryClient.getQueryData(["users", "u1"])).toBeUndefined();
    expect(
      queryClient
        .getQueryCache()
        .getAll()
        .filter((query) => query.state.data !== undefined),
    ).toEqual([]);
  });

  it("ends this device's push subscription, in the browser and on the server, before the session", async () => {
    const endpoint = "https://fcm.googleapis.com/fcm/send/device-1";
    let subscribed = true;
    const subscription = {
      endpoint,
      unsubscribe: async () => {
        subscribed = false;
        return true;
      },
    };
    const registration = {
      active: { state: "activated" },
      pushManager: { getSubscription: async () => (subscribed ? subscription : null) },
    };
    vi.stubGlobal("Notification", { permission: "granted" });
    vi.stubGlobal("PushManager", () => {});
    Object.defineProperty(navigator, "serviceWorker", {
      configurable: true,
      value: { getRegistration: async () => registration, ready: Promise.resolve(registration) },
    });
    try {
      const calls = stubApi();
      answer({ [keyOf(unsubscribe)]: ok(unsubscribe, { endpoint }) });
      const { router } = renderProfile("/profile");
      await screen.findByRole("heading", { name: "Asha Rao" });
      await userEvent.setup().click(screen.getByRole("button", { name: "Logout" }));
      await waitFor(() => expect(router.state.location.pathname).toBe("/signin"));
      expect(subscribed).toBe(false);
      expect(calls.map((call) => `${call.method} ${call.url}`).filter((c) => !c.startsWith("GET"))).toEqual([
        keyOf(unsubscribe),
        keyOf(logoutEndpoint),
      ]);
      expect(calls.find((call) => call.method === "DELETE")).toMatchObject({
        token: "tok",
        body: { endpoint },
      });
    } finally {
      Reflect.deleteProperty(navigator, "serviceWorker");
    }
  });

  it("signs out while the service worker is still installing (its `ready` not yet settled)", async () => {
    // The first visit's worker precaches the app; on a busy phone that takes a while, and Logout
    // once waited on it (CI: the button spun past the journey's ten seconds).
    const registration = {
      installing: { state: "installing" },
      pushManager: { getSubscription: async () => null },
    };
    vi.stubGlobal("Notification", { permission: "granted" });
    vi.stubGlobal("PushManager", () => {});
    Object.defineProperty(navigator, "serviceWorker", {
      configurable: true,
      value: { getRegistration: async () => registration, ready: new Promise(() => {}) },
    });
    try {
      const calls = stubApi();
      const { router } = renderProfile("/profile");
      await screen.findByRole("heading", { name: "Asha Rao" });
      await userEvent.setup().click(screen.getByRole("button", { name: "Logout" }));
      await waitFor(() => expect(router.state.location.pathname).toBe("/signin"));
      expect(
        calls.filter((call) => call.method !== "GET").map((call) => `${call.method} ${call.url}`),
      ).toEqual([keyOf(logoutEndpoint)]);
    } finally {
      Reflect.deleteProperty(navigator, "serviceWorker");
    }
  });

  it("empties the service worker's copy of the member's reads, so the next person never sees them offline", async () => {
    const deleted: string[] = [];
    vi.stubGlobal("caches", {
      delete: async (name: string) => {
        deleted.push(name);
        return true;
      },
    });
    stubApi();
    const { router } = renderProfile("/profile");
    await screen.findByRole("heading", { name: "Asha Rao" });

    await userEvent.setup().click(screen.getByRole("button", { name: "Logout" }));

    await waitFor(() => expect(router.state.location.pathname).toBe("/signin"));
    expect(deleted).toEqual([API_READS_CACHE]);
  });

  it.each([
    ["an error answer", { status: 500, message: "The database is not reachable." }],
    ["a network failure", "network" as const],
  ])("still signs out after %s from the logout call", async (_, logout) => {
    stubApi({ logout });
    const { router } = renderProfile("/profile");
    await screen.findByRole("heading", { name: "Asha Rao" });

    await userEvent.setup().click(screen.getByRole("button", { name: "Logout" }));

    await waitFor(() => expect(router.state.location.pathname).toBe("/signin"));
    expectSessionCleared();
  });
});

describe("/profile in Hindi", () => {
  it("says the links, Logout, the tagline and its sections in Hindi", async () => {
    startLanguage({ read: () => "hi", save: () => {} });
    stubApi();
    renderProfile("/profile");
    expect(await screen.findByRole("heading", { name: "Asha Rao" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "अकाउंट की जानकारी" })).toHaveAttribute("href", "/profile/detail");
    expect(screen.getByRole("link", { name: "मेरे अनुभव" })).toHaveAttribute("href", "/profile/experience");
    expect(screen.getByRole("link", { name: "सूचनाएँ" })).toHaveAttribute("href", "/profile/notifications");
    expect(screen.getByRole("button", { name: "लॉग आउट" })).toBeInTheDocument();
    expect(screen.getByText("जाने लायक़ जगहें, जानने लायक़ लोग")).toBeInTheDocument();
    expect(await screen.findByText("आपने किसी को ब्लॉक नहीं किया है।")).toBeInTheDocument();
    expect(screen.getByRole("region", { name: "आपका डेटा" })).toBeInTheDocument();
    expect(screen.getByRole("region", { name: "आपका रिकॉर्ड" })).toBeInTheDocument();
  });
});
