import websocket from "@fastify/websocket";
import type { FastifyInstance } from "fastify";
import { adminRoutes } from "../features/admin/routes";
import { attendanceRoutes } from "../features/attendance/routes";
import { authRoutes } from "../features/auth/routes";
import { chatMessageRoutes } from "../features/chat/message-routes";
import { registerChatPhotoRoute } from "../features/chat/photo-route";
import { chatRoutes } from "../features/chat/routes";
import { chatThreadRoutes } from "../features/chat/thread-routes";
import type { DevIdpKeys } from "../features/dev-idp/keys";
import { devIdpRoutes } from "../features/dev-idp/routes";
import { devMailRoutes } from "../features/email/dev-mail-routes";
import { emailRoutes } from "../features/email/routes";
import { eventRoutes } from "../features/events/routes";
import { expenseRoutes } from "../features/expenses/routes";
import { followRoutes } from "../features/follows/routes";
import { healthRoutes } from "../features/health/routes";
import { helpRoutes } from "../features/help/routes";
import { inboxRoutes } from "../features/inbox/routes";
import { locationRoutes } from "../features/locations/routes";
import { matchingRoutes } from "../features/matching/routes";
import { moderationRoutes } from "../features/moderation/routes";
import { myDataRoutes } from "../features/my-data/routes";
import { onboardingRoutes } from "../features/onboarding/routes";
import { devSmsRoutes } from "../features/phone/dev-sms-routes";
import { phoneRoutes } from "../features/phone/routes";
import { photoCheckRoutes } from "../features/photo-check/routes";
import { preferenceRoutes } from "../features/preferences/routes";
import { pushRoutes } from "../features/push/routes";
import type { Hub } from "../features/realtime/hub";
import { realtimeRoutes } from "../features/realtime/routes";
import { reviewRoutes } from "../features/reviews/routes";
import { safetyRoutes } from "../features/safety/routes";
import { shareRoutes } from "../features/share/routes";
import { registerShareCardPage } from "../features/share-card/page";
import { shareCardRoutes } from "../features/share-card/routes";
import { testClockRoutes } from "../features/test-clock/routes";
import { userRoutes } from "../features/users/routes";
import type { ShiftableClock } from "../platform/clock";
import { registerMetricsRoute } from "../platform/metrics-http";
import { registerUploadsRoute } from "../platform/uploads-route";
import { registerWebApp } from "../platform/web-app";

// Every feature's routes under /api, in this order (the realtime socket goes first, with its hub).
const featureRoutes = [
  healthRoutes,
  authRoutes,
  onboardingRoutes,
  locationRoutes,
  userRoutes,
  preferenceRoutes,
  phoneRoutes,
  photoCheckRoutes,
  eventRoutes,
  attendanceRoutes,
  matchingRoutes,
  safetyRoutes,
  followRoutes,
  shareRoutes,
  helpRoutes,
  shareCardRoutes,
  chatRoutes,
  expenseRoutes,
  chatThreadRoutes,
  chatMessageRoutes,
  reviewRoutes,
  inboxRoutes,
  emailRoutes,
  pushRoutes,
  myDataRoutes,
  moderationRoutes,
  adminRoutes,
];

// Every route, in this order: /api (the socket, the features', the test clock's), the development
// issuer, pictures, metrics (and their own port), then the built web app.
export async function registerRoutes(
  app: FastifyInstance,
  {
    hub,
    clock,
    devIdpKeys,
  }: { hub: Hub; clock: ShiftableClock | undefined; devIdpKeys: DevIdpKeys | undefined },
): Promise<void> {
  const { config, metrics, storage } = app.deps;
  await app.register(websocket, { options: { maxPayload: 64 * 1024 } });
  await app.register(
    async (api) => {
      await api.register(realtimeRoutes(hub));
      for (const routes of featureRoutes) await api.register(routes);
      if (clock) await api.register(testClockRoutes(clock));
    },
    { prefix: "/api" },
  );
  if (devIdpKeys) {
    await app.register(devIdpRoutes(devIdpKeys), { prefix: "/dev-idp" });
    app.log.warn(
      { devIdpPublic: config.devIdpPublic },
      `DEVELOPMENT SIGN-IN IS ON (no GOOGLE_CLIENT_ID): /dev-idp signs anyone in as any member, admins included. ${
        config.devIdpPublic
          ? "DEV_IDP_PUBLIC=1 opens it to every machine that reaches this server."
          : "It answers only requests from this machine (DEV_IDP_PUBLIC=1 opens it)."
      }`,
    );
  }
  // The development SMS inbox, where the stand-in keeps the codes it did not send (ADR 0041).
  if (app.deps.devSms) await app.register(devSmsRoutes(app.deps.devSms), { prefix: "/dev-sms" });
  // Its mail inbox, where emails land without SMTP_URL (ADR 0045).
  if (app.deps.devMail) await app.register(devMailRoutes(app.deps.devMail), { prefix: "/dev-mail" });
  registerUploadsRoute(app, storage);
  registerChatPhotoRoute(app);
  registerMetricsRoute(app, metrics, config.metrics.token);
  const ownPort = app.deps.metricsServer;
  if (ownPort) {
    const { port, host } = config.metrics;
    app.addHook("onReady", async () => void (await ownPort.listen({ port, host })));
  }
  // An experience's shared link: the app's page with the experience's card tags (ADR 0031).
  registerShareCardPage(app, config.webDir);
  await registerWebApp(app, config.webDir);
}
