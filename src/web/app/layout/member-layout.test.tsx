import { notifications, unreadCounts } from "@shared/endpoints/inbox";
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { startLanguage } from "../../lib/i18n";
import { APP_NAME } from "../../lib/texts";
import { keyOf, ok } from "../../test/api-stub";
import { goOffline } from "../../test/connection";
import { signIn, stubApi } from "../../test/fixtures/inbox";
import { renderRoutes } from "../../test/render";
import { AdminLayout } from "./admin-layout";
import { MemberLayout } from "./member-layout";

function renderMember(path: string) {
  return renderRoutes(
    [{ element: <MemberLayout />, children: [{ path: "*", element: <p>screen</p> }] }],
    path,
  );
}

function currentEntries(navName: string) {
  return screen
    .getAllByRole("navigation", { name: navName })
    .flatMap((nav) => within(nav).getAllByRole("link"))
    .filter((link) => link.getAttribute("aria-current") === "page")
    .map((link) => link.getAttribute("aria-label"));
}

describe("member layout", () => {
  it("offers the five entries by name in both the bottom bar and the side bar", () => {
    renderMember("/");
    const navs = screen.getAllByRole("navigation", { name: "Main" });
    expect(navs).toHaveLength(2);
    for (const nav of navs) {
      const links = within(nav).getAllByRole("link");
      expect(links.map((link) => [link.getAttribute("aria-label"), link.getAttribute("href")])).toEqual([
        ["Home", "/"],
        ["Events", "/events"],
        ["People", "/people"],
        ["Listings", "/listing"],
        ["Chat", "/chat"],
      ]);
    }
  });

  it("marks home as current only on /", () => {
    renderMember("/");
    expect(currentEntries("Main")).toEqual(["Home", "Home"]);
  });

  it("marks events on a path below /events, and nothing else", () => {
    renderMember("/events/xyz");
    expect(currentEntries("Main")).toEqual(["Events", "Events"]);
    const [bar] = screen.getAllByRole("navigation", { name: "Main" });
    const events = within(bar as HTMLElement).getByRole("link", { name: "Events" });
    expect(events).toHaveClass("text-brand-600");
    expect(within(bar as HTMLElement).getByRole("link", { name: "Home" })).toHaveClass("text-gray-400");
  });

  it("marks no entry on the profile screens", () => {
    renderMember("/profile/detail");
    expect(currentEntries("Main")).toEqual([]);
  });

  it("has the brand, a profile link and a skip link", () => {
    renderMember("/chat");
    expect(screen.getByRole("link", { name: "Your profile" })).toHaveAttribute("href", "/profile");
    expect(screen.getByRole("link", { name: `${APP_NAME} home` })).toHaveAttribute("href", "/");
    expect(screen.getByRole("link", { name: "Skip to content" })).toHaveAttribute("href", "#main");
    expect(screen.getByRole("main")).toHaveAttribute("id", "main");
  });
});

describe("admin layout", () => {
  function renderAdmin(path: string) {
    return renderRoutes(
      [{ path: "/admin", element: <AdminLayout />, children: [{ path: "*", element: <p>screen</p> }] }],
      path,
    );
  }

  it("follows the URL and remembers the tab", () => {
    renderAdmin("/admin/event/e1");
    expect(currentEntries("Admin")).toEqual(["Events", "Events"]);
    expect(window.localStorage.getItem("adminTab")).toBe("events");
  });

  it("keeps the remembered tab on a user's profile", () => {
    window.localStorage.setItem("adminTab", "people");
    renderAdmin("/admin/user/profile/u1");
    expect(currentEntries("Admin")).toEqual(["People", "People"]);
  });
});

describe("member layout in Hindi", () => {
  it("names its navigation, header, skip link, bell and offline strip in Hindi", async () => {
    signIn();
    stubApi({
      [keyOf(unreadCounts)]: ok(unreadCounts, { total: 3, users: { u2: 3 }, groups: {} }),
      [keyOf(notifications)]: ok(notifications, { unread: 2, items: [] }),
    });
    startLanguage({ read: () => "hi", save: () => {} });
    renderMember("/events");
    const navs = screen.getAllByRole("navigation", { name: "मुख्य" });
    for (const nav of navs) {
      expect(
        within(nav)
          .getAllByRole("link")
          .map((link) => link.textContent),
      ).toEqual(["होम", "इवेंट", "लोग", "लिस्टिंग", "चैट"]);
      expect(within(nav).getByRole("link", { name: "इवेंट" })).toHaveAttribute("aria-current", "page");
      expect(await within(nav).findByRole("link", { name: "चैट, 3 बिना पढ़े" })).toHaveAttribute(
        "href",
        "/chat",
      );
    }
    expect(screen.getByRole("link", { name: "आपकी प्रोफ़ाइल" })).toHaveAttribute("href", "/profile");
    expect(screen.getByRole("link", { name: `${APP_NAME} होम` })).toHaveAttribute("href", "/");
    expect(screen.getByRole("link", { name: "सीधे मुख्य हिस्से पर जाएँ" })).toHaveAttribute("href", "#main");
    expect(await screen.findByRole("button", { name: "सूचनाएँ, 2 बिना पढ़ी" })).toBeInTheDocument();
    goOffline();
    expect(await screen.findByRole("status")).toHaveTextContent(
      "आप ऑफ़लाइन हैं। पिछली बार लोड हुई चीज़ें दिख रही हैं।",
    );
    expect(document.documentElement.lang).toBe("hi-IN");
  });

  it("names the admin navigation and badge in Hindi", () => {
    signIn();
    stubApi({ [keyOf(notifications)]: ok(notifications, { unread: 0, items: [] }) });
    startLanguage({ read: () => "hi", save: () => {} });
    renderRoutes(
      [{ path: "/admin", element: <AdminLayout />, children: [{ path: "*", element: <p>screen</p> }] }],
      "/admin/event",
    );
    const [nav] = screen.getAllByRole("navigation", { name: "एडमिन" });
    expect(
      within(nav as HTMLElement)
        .getAllByRole("link")
        .map((link) => link.textContent),
    ).toEqual(["होम", "इवेंट", "लोग", "रिपोर्ट", "फ़ोटो"]);
    expect(screen.getByText("एडमिन", { selector: "header span" })).toBeInTheDocument();
  });
});
