import type { User } from "@shared/contracts/users";
import { listEvents } from "@shared/endpoints/events";
import { getUser } from "@shared/endpoints/users";
import { screen, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { startLanguage } from "../../../lib/i18n";
import { APP_NAME, PHONE_TEXTS } from "../../../lib/texts";
import { saveSession } from "../../../lib/token-storage";
import { answer, keyOf, ok } from "../../../test/api-stub";
import { makeUser } from "../../../test/fixtures/users";
import { renderRoutes } from "../../../test/render";
import { HomePage } from "./home-page";

function renderHome(role: User["role"], over: Partial<User> = {}) {
  answer({
    [keyOf(getUser, { id: "u1" })]: ok(getUser, makeUser({ _id: "u1", name: "Asha Rao", role, ...over })),
    // The weekend's cards have tests of their own (weekend-section.test.tsx).
    [keyOf(listEvents)]: ok(listEvents, [], { nextCursor: null }),
  });
  return renderRoutes([{ path: "/", element: <HomePage /> }], "/");
}

beforeEach(() => {
  saveSession({ accessToken: "tok", userId: "u1" });
});

describe("home", () => {
  it("shows the three member shortcuts", async () => {
    renderHome("member");
    expect(await screen.findByText("Hi Asha 👋")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: /Find a companion/ })).toHaveAttribute("href", "/people");
    expect(screen.getByRole("link", { name: /Events for you/ })).toHaveAttribute("href", "/events");
    expect(screen.getByRole("link", { name: /Create an experience/ })).toHaveAttribute(
      "href",
      "/listing/input",
    );
    expect(screen.queryByRole("link", { name: /Admin Panel/ })).not.toBeInTheDocument();
  });

  it("adds the Admin Panel tile for admins", async () => {
    renderHome("admin");
    expect(await screen.findByRole("link", { name: /Admin Panel/ })).toHaveAttribute("href", "/admin");
    expect(screen.getAllByRole("listitem")).toHaveLength(4);
  });

  it("invites a member whose phone is not verified to verify it, and nobody else", async () => {
    const view = renderHome("member", { phoneVerified: false });
    const card = await screen.findByRole("region", { name: PHONE_TEXTS.title });
    expect(within(card).getByRole("link", { name: "Verify now" })).toHaveAttribute("href", "/profile/phone");
    view.unmount();
    renderHome("member", { phoneVerified: true });
    expect(await screen.findByText("Hi Asha 👋")).toBeInTheDocument();
    expect(screen.queryByRole("region", { name: PHONE_TEXTS.title })).not.toBeInTheDocument();
  });

  it("greets and labels its shortcuts in Hindi for a Hindi member", async () => {
    startLanguage({ read: () => "hi", save: () => {} });
    renderHome("admin", { phoneVerified: false });
    expect(await screen.findByText("हाय Asha 👋")).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 1, name: "इस वीकेंड कहाँ चलें?" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: /एडमिन पैनल/ })).toHaveAttribute("href", "/admin");
    expect(screen.getByRole("link", { name: /साथी ढूँढें/ })).toHaveAttribute("href", "/people");
    expect(screen.getByRole("link", { name: "अभी वेरिफ़ाई करें" })).toHaveAttribute("href", "/profile/phone");
    expect(document.title).toBe(`${APP_NAME} — जाने लायक जगहें, जानने लायक लोग`);
  });
});
