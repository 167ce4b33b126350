import { z } from "zod";
import { defineJob } from "../../platform/jobs/define-job";
import type { JobInput } from "../../platform/jobs/queue";
import { HOME_SAFE_ALERT_AFTER_MS } from "./policy";

// The help feature's jobs (ADR 0045); their handlers are in alerts.ts. Definitions alone here, so
// share's "Home safe?" job queues the alert without importing what the handler needs.

/** An unanswered "Home safe?": the trusted contact is told once, 30 minutes after the prompt. */
export const helpHomeSafeAlert = defineJob({
  kind: "help.home_safe_alert",
  payload: z.object({ eventId: z.uuid(), userId: z.uuid(), endsAt: z.iso.datetime() }),
});

export function homeSafeAlertJob(opts: {
  eventId: string;
  userId: string;
  endsAt: Date;
  askedAt: Date;
}): JobInput {
  const payload = { eventId: opts.eventId, userId: opts.userId, endsAt: opts.endsAt.toISOString() };
  return helpHomeSafeAlert.input(payload, {
    dedupKey: `help-home-safe:${payload.eventId}:${payload.userId}:${payload.endsAt}`,
    runAt: new Date(opts.askedAt.getTime() + HOME_SAFE_ALERT_AFTER_MS),
  });
}

/** "Report to the team": a push to one admin's devices. */
export const helpAdminPush = defineJob({
  kind: "help.admin_push",
  payload: z.object({ requestId: z.uuid(), adminId: z.uuid() }),
});

export const adminPushJob = (requestId: string, adminId: string): JobInput =>
  helpAdminPush.input({ requestId, adminId }, { dedupKey: `help-push:${requestId}:${adminId}` });
