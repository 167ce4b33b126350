import { notificationsResponse } from "@shared/contracts/notifications";
import { notifications } from "@shared/endpoints/inbox";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { keyOf, ok } from "../../test/api-stub";
import { notification, signIn, stubApi } from "../../test/fixtures/inbox";
import { renderRoutes } from "../../test/render";
import { NotificationBell } from "./notification-bell";

// The panel's code is fetched on first use: here every fetch fails (as it would offline before the
// app was ever cached) until the network is back.
let online = false;
const loadPanel = () =>
  online
    ? import("./notification-panel")
    : Promise.reject(new TypeError("Failed to fetch dynamically imported module"));

beforeEach(() => {
  signIn();
});

describe("notification bell, when the panel's code cannot be fetched", () => {
  it("says so in the panel and loads it on Try again", async () => {
    stubApi({
      [keyOf(notifications)]: ok(notificationsResponse, {
        unread: 0,
        items: [notification({ _id: "n1", text: "Sneha wants to join", read: true })],
      }),
    });
    renderRoutes([{ path: "*", element: <NotificationBell loadPanel={loadPanel} /> }], "/chat");
    await userEvent.click(await screen.findByRole("button", { name: "Notifications" }));
    const dialog = screen.getByRole("dialog", { name: "Notifications" });
    expect(await within(dialog).findByRole("alert")).toHaveTextContent("Couldn't load your notifications.");

    online = true;
    await userEvent.click(within(dialog).getByRole("button", { name: "Try again" }));
    expect(await within(dialog).findByRole("link", { name: /Sneha wants to join/ })).toBeInTheDocument();
    expect(within(dialog).queryByRole("alert")).not.toBeInTheDocument();
  });
});
