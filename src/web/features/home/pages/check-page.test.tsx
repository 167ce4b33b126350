import { getUser } from "@shared/endpoints/users";
import { AUTH_MESSAGES, COMMON_MESSAGES } from "@shared/texts";
import { screen } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { type MessageKey, messageIn, startLanguage } from "../../../lib/i18n";
import { saveSession } from "../../../lib/token-storage";
import { answer, fail, keyOf, ok } from "../../../test/api-stub";
import { makeUser } from "../../../test/fixtures/users";
import { renderRoutes } from "../../../test/render";
import { CheckPage } from "./check-page";

beforeEach(() => {
  saveSession({ accessToken: "tok", userId: "u1" });
});

describe("/check", () => {
  it("shows who is signed in, the session and the connection", async () => {
    answer({
      [keyOf(getUser, { id: "u1" })]: ok(
        getUser,
        makeUser({ _id: "u1", name: "Asha Rao", email: "asha@example.test", role: "member" }),
      ),
    });
    renderRoutes([{ path: "/check", element: <CheckPage /> }], "/check");
    expect(await screen.findByText("Asha Rao")).toBeInTheDocument();
    expect(screen.getByText("asha@example.test")).toBeInTheDocument();
    expect(screen.getByText("Member")).toBeInTheDocument();
    expect(screen.getByText("Active on this device")).toBeInTheDocument();
    expect(screen.getByText("Online")).toBeInTheDocument();
    // jsdom has no socket: the page says messages still arrive by polling.
    expect(screen.getByText("Reconnecting: messages still arrive every few seconds")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Check" })).toBeInTheDocument();
  });

  it("offers a retry when the account cannot be loaded", async () => {
    answer({ [keyOf(getUser, { id: "u1" })]: fail(500, "Something went wrong") });
    renderRoutes([{ path: "/check", element: <CheckPage /> }], "/check");
    expect(await screen.findByRole("button", { name: "Try again" })).toBeInTheDocument();
  });
});

describe("/check in Hindi", () => {
  beforeEach(() => {
    startLanguage({ read: () => "hi", save: () => {} });
  });

  it("says the account, the session and the connection in Hindi, and keeps the member's name and email", async () => {
    answer({
      [keyOf(getUser, { id: "u1" })]: ok(
        getUser,
        makeUser({ _id: "u1", name: "Asha Rao", email: "asha@example.test", role: "admin" }),
      ),
    });
    renderRoutes([{ path: "/check", element: <CheckPage /> }], "/check");
    expect(await screen.findByText("Asha Rao")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "जाँच" })).toBeInTheDocument();
    expect(screen.getByText("इस नाम से साइन इन")).toBeInTheDocument();
    expect(screen.getByText("asha@example.test")).toBeInTheDocument();
    expect(screen.getByText("एडमिन")).toBeInTheDocument();
    expect(screen.getByText("इस डिवाइस पर चालू है")).toBeInTheDocument();
    expect(screen.getByText("ऑनलाइन")).toBeInTheDocument();
    expect(screen.getByText("फिर से कनेक्ट हो रहा है: मैसेज तब भी हर कुछ सेकंड में पहुँचते रहेंगे")).toBeInTheDocument();
    expect(document.title).toContain("जाँच");
  });

  it("says why the account did not load, and the retry, in Hindi", async () => {
    answer({ [keyOf(getUser, { id: "u1" })]: fail(500, "Something went wrong") });
    renderRoutes([{ path: "/check", element: <CheckPage /> }], "/check");
    expect(await screen.findByRole("button", { name: "फिर से कोशिश करें" })).toBeInTheDocument();
    expect(screen.getByText("कुछ गड़बड़ हो गई")).toBeInTheDocument();
  });
});

describe("/check's words for a failed load", () => {
  it("keep the sentences it says by code word for word in English", () => {
    const english = (key: MessageKey<"home">) => messageIn("en", "home", key);
    expect(english("checkSomethingWentWrong")).toBe(COMMON_MESSAGES.somethingWentWrong);
    expect(english("checkNetworkError")).toBe(AUTH_MESSAGES.networkError);
    expect(english("checkTimeout")).toBe(AUTH_MESSAGES.timeout);
    expect(english("checkTooManyRequests")).toBe(COMMON_MESSAGES.tooManyRequests);
  });
});
