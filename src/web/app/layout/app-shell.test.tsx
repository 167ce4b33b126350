import { notifications, unreadCounts } from "@shared/endpoints/inbox";
import { moderationCounts } from "@shared/endpoints/moderation";
import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { keyOf, ok } from "../../test/api-stub";
import { noUnread, signIn, stubApi } from "../../test/fixtures/inbox";
import { stubMatchMedia } from "../../test/media";
import { renderRoutes } from "../../test/render";
import { ADMIN_NAV } from "./admin-nav-items";
import { AppShell } from "./app-shell";
import { MEMBER_NAV } from "./nav-items";

beforeEach(() => {
  signIn();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderShell(nav: typeof MEMBER_NAV, label: string) {
  return renderRoutes(
    [
      {
        path: "*",
        element: (
          <AppShell nav={nav} navLabel={label} activeTo={null}>
            <p>screen</p>
          </AppShell>
        ),
      },
    ],
    "/",
  );
}

describe("app shell", () => {
  it("renders only the navigation the width shows: the bottom bar on a phone, the side bar from 768 px", () => {
    stubApi({
      [keyOf(unreadCounts)]: ok(unreadCounts, noUnread),
      [keyOf(notifications)]: ok(notifications, { unread: 0, items: [] }),
    });
    stubMatchMedia(false);
    const phone = renderShell(MEMBER_NAV, "Main");
    const [bar] = screen.getAllByRole("navigation", { name: "Main" });
    expect(screen.getAllByRole("navigation", { name: "Main" })).toHaveLength(1);
    expect(bar?.closest("aside")).toBeNull();
    phone.unmount();

    stubMatchMedia(true);
    renderShell(MEMBER_NAV, "Main");
    const [side] = screen.getAllByRole("navigation", { name: "Main" });
    expect(screen.getAllByRole("navigation", { name: "Main" })).toHaveLength(1);
    expect(side?.closest("aside")).not.toBeNull();
  });

  it("puts a dot on the chat entry while messages are unread, and says how many", async () => {
    stubApi({
      [keyOf(unreadCounts)]: ok(unreadCounts, { total: 3, users: { u2: 1 }, groups: { g1: 2 } }),
      [keyOf(notifications)]: ok(notifications, { unread: 0, items: [] }),
    });
    renderShell(MEMBER_NAV, "Main");
    for (const nav of screen.getAllByRole("navigation", { name: "Main" })) {
      const chat = await within(nav).findByRole("link", { name: "Chat, 3 unread" });
      expect(chat).toHaveAttribute("href", "/chat");
      expect(within(chat).getByTestId("nav-dot")).toBeInTheDocument();
      expect(within(nav).getByRole("link", { name: "Events" })).toBeInTheDocument();
    }
  });

  it("has no dot when nothing is unread", async () => {
    const calls = stubApi({
      [keyOf(unreadCounts)]: ok(unreadCounts, noUnread),
      [keyOf(notifications)]: ok(notifications, { unread: 0, items: [] }),
    });
    renderShell(MEMBER_NAV, "Main");
    await waitFor(() => expect(calls.some((call) => call.url === "/api/chat/unread")).toBe(true));
    expect(screen.getAllByRole("link", { name: "Chat" })).toHaveLength(2);
    expect(screen.queryByTestId("nav-dot")).not.toBeInTheDocument();
  });

  it("shows the notification bell in the header with its count", async () => {
    stubApi({
      [keyOf(unreadCounts)]: ok(unreadCounts, noUnread),
      [keyOf(notifications)]: ok(notifications, { unread: 4, items: [] }),
    });
    renderShell(MEMBER_NAV, "Main");
    expect(await screen.findByRole("button", { name: "Notifications, 4 unread" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Your profile" })).toHaveAttribute("href", "/profile");
  });

  it("asks nothing about chats for the admin navigation", async () => {
    const calls = stubApi({ [keyOf(notifications)]: ok(notifications, { unread: 0, items: [] }) });
    renderShell(ADMIN_NAV, "Admin");
    await screen.findByRole("button", { name: "Notifications" });
    expect(calls.map((call) => call.url)).not.toContain("/api/chat/unread");
    expect(screen.queryByTestId("nav-dot")).not.toBeInTheDocument();
  });

  it("shows the admins' open reports as one count on the Reports entry (ADR 0043)", async () => {
    stubApi({
      [keyOf(notifications)]: ok(notifications, { unread: 0, items: [] }),
      [keyOf(moderationCounts)]: ok(moderationCounts, {
        all: 7,
        message: 2,
        review: 1,
        member: 1,
        attendance: 1,
        listing: 2,
        help: 0,
      }),
    });
    renderShell(ADMIN_NAV, "Admin");
    const entries = await screen.findAllByRole("link", { name: "Reports, 7 open" });
    expect(entries[0]).toHaveAttribute("href", "/admin/moderation");
    expect(screen.getAllByTestId("nav-count")[0]).toHaveTextContent("7");
  });
});
