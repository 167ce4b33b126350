import { startPushService } from "../src/server/test/push-service";
import { pushKey } from "../src/shared/endpoints/push";
import { NOTIFICATION_MESSAGES, PUSH_MESSAGES } from "../src/shared/texts";
import { endpointPath } from "./api/client";
import { approvedEvent, askToJoin } from "./api/events";
import { expectAccessible } from "./axe";
import { CHROMIUM_ARGS, FULL_CHROMIUM } from "./chromium";
import { expect, test } from "./fixtures";
import { controlledByServiceWorker, WITH_SERVICE_WORKER } from "./service-worker";

// Web push in the browser (issue 13, ADR 0017). Covered: the opt-in from the bell with the
// permission granted in the context, the subscription reaching the server, the server's encrypted,
// VAPID-signed push for a second member's join request reaching a push service, and the app's
// service worker showing that push as a notification with its screen.
// Not covered: Chromium's own push service (FCM) is out of reach from a headless test, so the page's
// pushManager.subscribe answers a subscription to a push service on loopback (src/server/test/
// push-service.ts, which checks the JWT and decrypts), and the spec hands the decrypted payload to
// the service worker through DevTools (ServiceWorker.deliverPushMessage) as FCM would. Tapping the
// notification (notificationclick) cannot be done headless.

// The headless shell the other journeys run on answers "denied" to every notification permission,
// granted or not: this journey needs the full browser (ADR 0037), unless CHROMIUM_PATH names one.
test.use({
  ...WITH_SERVICE_WORKER,
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? FULL_CHROMIUM,
    args: CHROMIUM_ARGS,
  },
});

test("turn on notifications from the bell; a join request shows a notification from the service worker", async ({
  page,
  context,
  request,
  login,
  newMember,
  baseURL,
}, testInfo) => {
  const keyAnswer = await (await request.get(endpointPath(pushKey))).json();
  const publicKey: string = keyAnswer.data.publicKey;
  const service = await startPushService({ vapidPublicKey: publicKey });
  try {
    const device = service.device();
    await context.grantPermissions(["notifications"]);
    // The device's subscription, as Chromium would answer pushManager.subscribe; what the app asked
    // for is kept to check the server's key went along.
    await page.addInitScript((subscription) => {
      let current: object | null = null;
      const made = {
        endpoint: subscription.endpoint,
        expirationTime: null,
        toJSON: () => ({ ...subscription, expirationTime: null }),
        unsubscribe: async () => {
          current = null;
          return true;
        },
      };
      PushManager.prototype.subscribe = async (options?: PushSubscriptionOptionsInit) => {
        const key = options?.applicationServerKey;
        (window as unknown as { pushKeyBytes: number[] }).pushKeyBytes = key
          ? Array.from(new Uint8Array(key as ArrayBuffer))
          : [];
        current = made;
        return made as unknown as PushSubscription;
      };
      PushManager.prototype.getSubscription = async () => current as PushSubscription | null;
    }, device.subscription);

    const host = await login();
    const stamp = `${testInfo.project.name}-${Date.now().toString(36)}`;
    const event = await approvedEvent(request, host, { name: `Kodachadri trek ${stamp}` });
    await page.goto("/events");
    await controlledByServiceWorker(page);

    // Nothing asks on load; the bell's list explains, and the button turns it on.
    await page.getByRole("button", { name: /^Notifications/ }).click();
    const panel = page.getByRole("dialog", { name: "Notifications" });
    await expect(
      panel.getByText(/Get a notification when someone asks to join your experience/),
    ).toBeVisible();
    // The panel with the opt-in passes the same WCAG checks as the screens (e2e/routes.spec.ts).
    await expectAccessible(page, "the notifications panel", '[role="dialog"]');
    await panel.getByRole("button", { name: "Turn on notifications" }).click();
    await expect(panel.getByText("Notifications are on for this device.")).toBeVisible();
    const keyBytes = await page.evaluate(
      () => (window as unknown as { pushKeyBytes: number[] }).pushKeyBytes,
    );
    expect(Buffer.from(keyBytes).toString("base64url")).toBe(publicKey);

    // A second member asks to join: the server pushes to the device's push service.
    const seeker = await newMember();
    await askToJoin(request, event._id, seeker);
    await expect.poll(() => service.delivered.length, { timeout: 15_000 }).toBe(1);
    const expected = {
      title: PUSH_MESSAGES.title,
      body: NOTIFICATION_MESSAGES.request_received(seeker.name, event.name),
      url: `/request/${event._id}/${seeker.userId}`,
      tag: `/request/${event._id}/${seeker.userId}`,
    };
    expect(service.delivered[0]?.payload).toEqual(expected);

    // The push service hands it to the browser; the service worker shows it.
    const cdp = await context.newCDPSession(page);
    const registrationId = new Promise<string>((resolve) => {
      cdp.on("ServiceWorker.workerRegistrationUpdated", ({ registrations }) => {
        const ours = registrations.find((r) => !r.isDeleted && r.scopeURL.startsWith(baseURL!));
        if (ours) resolve(ours.registrationId);
      });
    });
    await cdp.send("ServiceWorker.enable");
    const push = {
      origin: new URL(baseURL!).origin,
      registrationId: await registrationId,
      data: JSON.stringify(service.delivered[0]!.payload),
    };
    const shown = () =>
      page.evaluate(async () => {
        const registration = await navigator.serviceWorker.ready;
        return (await registration.getNotifications()).map((n) => ({
          title: n.title,
          body: n.body,
          tag: n.tag,
          url: (n.data as { url?: string } | null)?.url,
        }));
      });
    // DevTools hands the message to the worker; on a busy machine a hand-over can be lost before the
    // worker runs, so it is handed again until the notification shows. Its tag keeps it to one.
    await expect
      .poll(
        async () => {
          const notifications = await shown();
          if (notifications.length === 0) await cdp.send("ServiceWorker.deliverPushMessage", push);
          return notifications;
        },
        { timeout: 30_000 },
      )
      .toEqual([
        {
          title: expected.title,
          body: expected.body,
          tag: expected.tag,
          url: new URL(expected.url, baseURL).href,
        },
      ]);
  } finally {
    await service.close();
  }
});
