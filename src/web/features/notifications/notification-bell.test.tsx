import { notificationsResponse } from "@shared/contracts/notifications";
import { notifications, readNotifications } from "@shared/endpoints/inbox";
import { fireEvent, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { startLanguage } from "../../lib/i18n";
import { fail, keyOf, ok } from "../../test/api-stub";
import { notification, signIn, stubApi } from "../../test/fixtures/inbox";
import { renderRoutes } from "../../test/render";
import { NotificationBell } from "./notification-bell";

beforeEach(() => {
  signIn();
});

const LIST = keyOf(notifications);
const READ = keyOf(readNotifications);

const ITEMS = [
  notification({ _id: "n1", text: "Older, already read", createdAt: "2026-01-01T10:00:00.000Z", read: true }),
  notification({
    _id: "n2",
    kind: "event_approved",
    text: "Your event Coorg coffee estate weekend is approved",
    link: "/listing/myevent/detail/e1",
    createdAt: "2026-01-03T10:00:00.000Z",
  }),
  notification({ _id: "n3", text: "Sneha wants to join", createdAt: "2026-01-02T10:00:00.000Z" }),
];

function renderBell(table: Parameters<typeof stubApi>[0]) {
  const calls = stubApi(table);
  const view = renderRoutes(
    [
      {
        path: "*",
        element: (
          <>
            <NotificationBell />
            <p>Page text</p>
            <button type="button">Elsewhere</button>
          </>
        ),
      },
    ],
    "/chat",
  );
  return { ...view, calls };
}

const readAnswer = ok(notificationsResponse, {
  unread: 0,
  items: ITEMS.map((item) => ({ ...item, read: true })),
});

describe("notification bell", () => {
  it("names the unread count and opens the list newest first, marking it read", async () => {
    const { calls } = renderBell({
      [LIST]: ok(notificationsResponse, { unread: 2, items: ITEMS }),
      [READ]: readAnswer,
    });
    const bell = await screen.findByRole("button", { name: "Notifications, 2 unread" });
    expect(bell).toHaveAttribute("aria-haspopup", "dialog");
    expect(bell).toHaveAttribute("aria-expanded", "false");
    expect(bell).toHaveTextContent("2");

    await userEvent.click(bell);
    expect(bell).toHaveAttribute("aria-expanded", "true");
    const dialog = screen.getByRole("dialog", { name: "Notifications" });
    // The panel's code arrives after the click (it is asked for when the member reaches for the bell).
    const links = await within(dialog).findAllByRole("link");
    expect(links.map((link) => link.textContent)).toEqual([
      expect.stringContaining("Your event Coorg coffee estate weekend is approved"),
      expect.stringContaining("Sneha wants to join"),
      expect.stringContaining("Older, already read"),
    ]);
    expect(links[0]).toHaveAttribute("href", "/listing/myevent/detail/e1");

    // Marked read once; what was unread stays highlighted while the list is open.
    await screen.findByRole("button", { name: "Notifications" });
    expect(calls.filter((call) => call.method === "POST")).toHaveLength(1);
    expect(links[0]).toHaveTextContent("Unread:");
    expect(links[1]).toHaveTextContent("Unread:");
    expect(links[2]).not.toHaveTextContent("Unread:");
  });

  it("does not mark anything when nothing is unread, and says so when the list is empty", async () => {
    const { calls } = renderBell({ [LIST]: ok(notificationsResponse, { unread: 0, items: [] }) });
    await userEvent.click(await screen.findByRole("button", { name: "Notifications" }));
    expect(await screen.findByText("You're all caught up.")).toBeInTheDocument();
    expect(calls.some((call) => call.method === "POST")).toBe(false);
  });

  it("closes on Escape and gives focus back to the bell", async () => {
    renderBell({ [LIST]: ok(notificationsResponse, { unread: 0, items: ITEMS.slice(0, 1) }) });
    const bell = await screen.findByRole("button", { name: "Notifications" });
    await userEvent.click(bell);
    expect(screen.getByRole("dialog")).toHaveFocus();
    await userEvent.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(bell).toHaveFocus();
    expect(bell).toHaveAttribute("aria-expanded", "false");
  });

  it("closes on a click outside and when an item is followed", async () => {
    const { router } = renderBell({
      [LIST]: ok(notificationsResponse, { unread: 0, items: ITEMS.slice(0, 1) }),
    });
    const bell = await screen.findByRole("button", { name: "Notifications" });
    await userEvent.click(bell);
    fireEvent.pointerDown(screen.getByText("Page text"));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();

    await userEvent.click(bell);
    await userEvent.click(screen.getByRole("link", { name: /Older, already read/ }));
    expect(router.state.location.pathname).toBe("/request/e1/u7");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("closes when the keyboard leaves the list", async () => {
    renderBell({ [LIST]: ok(notificationsResponse, { unread: 0, items: ITEMS.slice(0, 1) }) });
    await userEvent.click(await screen.findByRole("button", { name: "Notifications" }));
    await screen.findByRole("link", { name: /Older, already read/ });
    await userEvent.tab(); // the close button
    await userEvent.tab(); // the only item
    await userEvent.tab(); // out of the list
    expect(screen.getByRole("button", { name: "Elsewhere" })).toHaveFocus();
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("offers to try again when the list cannot load", async () => {
    let answer = fail(500, "Down");
    renderBell({ [LIST]: () => answer.clone() });
    await userEvent.click(await screen.findByRole("button", { name: "Notifications" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Couldn't load your notifications.");
    answer = ok(notificationsResponse, { unread: 0, items: [] });
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByText("You're all caught up.")).toBeInTheDocument();
  });
});

describe("notification bell in Hindi", () => {
  beforeEach(() => {
    startLanguage({ read: () => "hi", save: () => {} });
  });

  it("says the list's words and each item's time in Hindi", async () => {
    const now = Date.now();
    const items = [
      notification({
        _id: "n1",
        text: "Sneha wants to join",
        createdAt: new Date(now - 5 * 60_000).toISOString(),
      }),
    ];
    renderBell({
      [LIST]: ok(notificationsResponse, { unread: 1, items }),
      [READ]: ok(notificationsResponse, { unread: 0, items: items.map((item) => ({ ...item, read: true })) }),
    });
    await userEvent.click(await screen.findByRole("button", { name: "सूचनाएँ, 1 बिना पढ़ी" }));
    const dialog = screen.getByRole("dialog", { name: "सूचनाएँ" });
    const list = await within(dialog).findByRole("list", { name: "नई सूचनाएँ" });
    const [link] = within(list).getAllByRole("link");
    expect(link).toHaveTextContent("बिना पढ़ी: Sneha wants to join");
    expect(link).toHaveTextContent("5 मिनट पहले");
  });

  it("says an empty list and a failure in Hindi", async () => {
    const view = renderBell({ [LIST]: ok(notificationsResponse, { unread: 0, items: [] }) });
    await userEvent.click(await screen.findByRole("button", { name: "सूचनाएँ" }));
    expect(await screen.findByText("सब देख लिया, कुछ नया नहीं है।")).toBeInTheDocument();
    view.unmount();

    renderBell({ [LIST]: fail(500, "boom") });
    await userEvent.click(await screen.findByRole("button", { name: "सूचनाएँ" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("आपकी सूचनाएँ लोड नहीं हो पाईं।");
    expect(screen.getByRole("button", { name: "फिर से कोशिश करें" })).toBeInTheDocument();
  });
});
