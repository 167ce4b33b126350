import { notifications } from "@shared/endpoints/inbox";
import { pushKey, subscribe, unsubscribe } from "@shared/endpoints/push";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { base64UrlToBytes, PushUnreachableError, subscribeToPush } from "../../lib/push";
import { APP_NAME } from "../../lib/texts";
import { keyOf, ok } from "../../test/api-stub";
import { signIn, stubApi } from "../../test/fixtures/inbox";
import { renderRoutes } from "../../test/render";
import { NotificationBell } from "./notification-bell";

// The opt-in's English, word for word (its words are in the notifications catalogue).
const PUSH_TEXTS = {
  heading: "Notifications on this device",
  explain: `Get a notification when someone asks to join your experience, when a host answers your request, when your listing is approved and when someone messages you, even when ${APP_NAME} is closed. We email you instead while they are off.`,
  turnOn: "Turn on notifications",
  on: "Notifications are on for this device.",
  turnOff: "Turn off",
  blocked: `Notifications are blocked for ${APP_NAME} in this browser's settings. Allow them there to turn them on.`,
  refused: "Notifications were not allowed, so they stay off.",
  unreachable:
    "Your browser's notification service could not be reached, so notifications stay off. Check your connection and try again.",
};

// The opt-in runs against a browser's Push API as jsdom lacks one: a Notification permission, a
// service worker registration and its pushManager, each recording what the app asked of it.

const KEY = "BPhxRqg6b5G2wGOrBdCVT0m9ZInq_hNFRxpLyB3-0pm1a2G3ZBzu8QX7iRzu8Nn-k4Xyno_dZm0EJGNkwzWSxJA";
const ENDPOINT = "https://fcm.googleapis.com/fcm/send/device-1";

type FakeBrowser = {
  permission: NotificationPermission;
  answer: NotificationPermission;
  subscription: { endpoint: string; unsubscribe: () => Promise<boolean>; toJSON: () => object } | null;
  requestPermission: ReturnType<typeof vi.fn>;
  subscribe: ReturnType<typeof vi.fn>;
};

let browser: FakeBrowser;
const saved = { Notification: window.Notification, serviceWorker: navigator.serviceWorker };

function installBrowser(permission: NotificationPermission, answer: NotificationPermission = "granted") {
  const b: FakeBrowser = {
    permission,
    answer,
    subscription: null,
    requestPermission: vi.fn(async () => {
      b.permission = b.answer;
      return b.answer;
    }),
    subscribe: vi.fn(async () => {
      b.subscription = {
        endpoint: ENDPOINT,
        unsubscribe: async () => {
          b.subscription = null;
          return true;
        },
        toJSON: () => ({
          endpoint: ENDPOINT,
          expirationTime: null,
          keys: { p256dh: "p".repeat(87), auth: "a".repeat(22) },
        }),
      };
      return b.subscription;
    }),
  };
  // An activated worker, as once the app's service worker has installed.
  const registration = {
    active: { state: "activated" },
    pushManager: { getSubscription: async () => b.subscription, subscribe: b.subscribe },
  };
  Object.defineProperty(window, "Notification", {
    configurable: true,
    value: {
      get permission() {
        return b.permission;
      },
      requestPermission: b.requestPermission,
    },
  });
  Object.defineProperty(window, "PushManager", { configurable: true, value: function PushManager() {} });
  Object.defineProperty(navigator, "serviceWorker", {
    configurable: true,
    value: { getRegistration: async () => registration, ready: Promise.resolve(registration) },
  });
  return b;
}

beforeEach(() => signIn());
// Back to jsdom's own (which has none of them).
afterEach(() => {
  Reflect.deleteProperty(window, "Notification");
  Reflect.deleteProperty(window, "PushManager");
  Reflect.deleteProperty(navigator, "serviceWorker");
  expect([window.Notification, navigator.serviceWorker]).toEqual([saved.Notification, saved.serviceWorker]);
});

const TABLE = {
  [keyOf(notifications)]: ok(notifications, { unread: 0, items: [] }),
  [keyOf(pushKey)]: ok(pushKey, { publicKey: KEY }),
  [keyOf(subscribe)]: ok(subscribe, {
    endpoint: ENDPOINT,
    createdAt: "2026-01-01T10:00:00.000Z",
  }),
  [keyOf(unsubscribe)]: ok(unsubscribe, { endpoint: ENDPOINT }),
} as const;

async function openBell() {
  const calls = stubApi(TABLE);
  renderRoutes([{ path: "*", element: <NotificationBell /> }], "/");
  await userEvent.click(await screen.findByRole("button", { name: "Notifications" }));
  return { calls, dialog: screen.getByRole("dialog", { name: "Notifications" }) };
}

describe("push opt-in", () => {
  it("explains first and asks the browser only on the click, then subscribes with the server's key", async () => {
    browser = installBrowser("default");
    const { calls, dialog } = await openBell();
    expect(await within(dialog).findByText(PUSH_TEXTS.explain)).toBeInTheDocument();
    expect(browser.requestPermission).not.toHaveBeenCalled();

    await userEvent.click(within(dialog).getByRole("button", { name: PUSH_TEXTS.turnOn }));
    expect(await within(dialog).findByText(PUSH_TEXTS.on)).toBeInTheDocument();
    expect(browser.requestPermission).toHaveBeenCalledTimes(1);
    expect(browser.subscribe).toHaveBeenCalledWith({
      userVisibleOnly: true,
      applicationServerKey: base64UrlToBytes(KEY),
    });
    expect(base64UrlToBytes(KEY)).toHaveLength(65);
    const posted = calls.find((c) => c.method === "POST" && c.url === "/api/push/subscriptions");
    expect(posted?.body).toEqual({
      endpoint: ENDPOINT,
      keys: { p256dh: "p".repeat(87), auth: "a".repeat(22) },
    });

    // Off again: the browser's subscription ends and the server forgets it.
    await userEvent.click(within(dialog).getByRole("button", { name: PUSH_TEXTS.turnOff }));
    expect(await within(dialog).findByRole("button", { name: PUSH_TEXTS.turnOn })).toBeInTheDocument();
    expect(browser.subscription).toBeNull();
    const removed = calls.find((c) => c.method === "DELETE");
    expect(removed?.body).toEqual({ endpoint: ENDPOINT });
  });

  it("says so when the member does not allow notifications, and sends nothing", async () => {
    browser = installBrowser("default", "denied");
    const { calls, dialog } = await openBell();
    await userEvent.click(await within(dialog).findByRole("button", { name: PUSH_TEXTS.turnOn }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(PUSH_TEXTS.refused);
    expect(browser.subscribe).not.toHaveBeenCalled();
    expect(calls.some((c) => c.url.startsWith("/api/push/subscriptions"))).toBe(false);
  });

  // Issue 25 item 15: Chrome's answer when its push service cannot be reached.
  it("stops and says so when the browser's push service cannot be reached, and sends nothing", async () => {
    browser = installBrowser("default");
    browser.subscribe.mockRejectedValueOnce(
      new DOMException("Registration failed - push service not available", "AbortError"),
    );
    const { calls, dialog } = await openBell();
    await userEvent.click(await within(dialog).findByRole("button", { name: PUSH_TEXTS.turnOn }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(PUSH_TEXTS.unreachable);
    expect(within(dialog).getByRole("button", { name: PUSH_TEXTS.turnOn })).not.toHaveAttribute(
      "aria-busy",
      "true",
    );
    expect(calls.some((c) => c.url.startsWith("/api/push/subscriptions"))).toBe(false);
  });

  it("gives up on a push service that never answers", async () => {
    browser = installBrowser("default");
    browser.subscribe.mockImplementationOnce(() => new Promise(() => {}));
    await expect(subscribeToPush(KEY, 50)).rejects.toBeInstanceOf(PushUnreachableError);
  });

  it("points to the browser's settings when notifications are blocked there", async () => {
    browser = installBrowser("denied");
    const { dialog } = await openBell();
    expect(await within(dialog).findByText(PUSH_TEXTS.blocked)).toBeInTheDocument();
    expect(within(dialog).queryByRole("button", { name: PUSH_TEXTS.turnOn })).not.toBeInTheDocument();
  });

  it("shows nothing in a browser without push", async () => {
    const { dialog } = await openBell();
    await within(dialog).findByText("You're all caught up.");
    expect(within(dialog).queryByText(PUSH_TEXTS.heading)).not.toBeInTheDocument();
  });
});
