import type { FastifyInstance } from "fastify";
import type { Config } from "../config";
import type { Db } from "../db/client";
import { messageRemovalJobHandlers } from "../features/chat/message-removal";
import { heldDeliveryJobHandlers } from "../features/delivery/held-service";
import { photoCheckDeliveryJobHandlers } from "../features/delivery/photo-check-delivery";
import { pushJobHandlers } from "../features/delivery/push-jobs";
import { newNearYouJob, nextDigestRun } from "../features/digest/schedule";
import { digestJobHandlers } from "../features/digest/service";
import { type EmailDeps, emailJobHandlers } from "../features/email/service";
import { waitlistJobHandlers } from "../features/events/waitlist-offer-lapse";
import { helpJobHandlers } from "../features/help/alerts";
import type { MemberIndex } from "../features/matching/member-index";
import { myDataJobHandlers, myDataPruneJob } from "../features/my-data/export-service";
import { photoCheckJobHandlers, photoCheckPurgeJob } from "../features/photo-check/purge-job";
import type { PushDeps } from "../features/push/service";
import { reminderJobHandlers } from "../features/reminders/service";
import { homeSafeJobHandlers } from "../features/share/home-safe-job";
import type { DomainEvents } from "../platform/events/outbox";
import { handlersByKind } from "../platform/jobs/define-job";
import { pruneJob, pruneJobHandlers } from "../platform/jobs/prune";
import { enqueue } from "../platform/jobs/queue";
import type { JobHandler } from "../platform/jobs/worker";
import type { Mailer } from "../platform/mail";
import type { SmsSender } from "../platform/sms";

// What the job handlers are bound to: the app's deps they use, and the worker's clock.
export type JobDeps = {
  config: Config;
  db: Db;
  mailer: Mailer;
  // Texts to trusted contacts (ADR 0045): the provider, the development stand-in, or none.
  sms: SmsSender;
  unsubscribeKey: Uint8Array;
  events: DomainEvents;
  // Members' answers in memory, for the weekly digest's ranking (the app's own).
  memberIndex: MemberIndex;
  now: () => Date;
};

// The worker's map of every job kind to its handler.
export function jobHandlers(deps: JobDeps): Record<string, JobHandler> {
  const { config, db, events, now } = deps;
  const email: EmailDeps = {
    db,
    mailer: deps.mailer,
    key: deps.unsubscribeKey,
    // Links in emails need an absolute address; without PUBLIC_URL they point at this machine.
    publicUrl: config.publicUrl ?? `http://localhost:${config.port}`,
    quietByDefault: config.defaultQuietHours,
  };
  const push: PushDeps = { db, vapid: config.vapid, loopback: config.pushLoopback };
  // Every job kind's definition bound to its handler, one list per feature (ADR 0017 "Typed jobs").
  return handlersByKind([
    ...events.jobs,
    ...emailJobHandlers(email),
    ...pushJobHandlers({ ...push, quietByDefault: config.defaultQuietHours }),
    ...heldDeliveryJobHandlers({ push, email, now }),
    ...photoCheckDeliveryJobHandlers({ push, email, now }),
    ...reminderJobHandlers({ db, events }),
    ...homeSafeJobHandlers({ db, events, now }),
    ...helpJobHandlers({ db, reach: { sms: deps.sms, mailer: deps.mailer }, push, now }),
    ...waitlistJobHandlers({ events, now }),
    ...pruneJobHandlers({ db }),
    ...myDataJobHandlers({ db, now }),
    ...photoCheckJobHandlers({ db, now }),
    ...messageRemovalJobHandlers({ db, now }),
    ...digestJobHandlers({ db, events, index: deps.memberIndex, now }),
  ]);
}

// With JOBS_WORKER on, once the app is ready: the day's pruning jobs and the coming week's digest are
// queued, then the worker polls.
export function startJobsWhenReady(app: FastifyInstance): void {
  const { db, jobs } = app.deps;
  app.addHook("onReady", async () => {
    // Today's pruning of old done jobs (queued once whichever instance starts first).
    await enqueue(db, pruneJob(new Date()));
    // Today's pruning of expired data copies and of old flags against deleted members (ADR 0025).
    await enqueue(db, myDataPruneJob(new Date()));
    // Today's erasing of selfies decided over 30 days ago (ADR 0044).
    await enqueue(db, photoCheckPurgeJob(new Date()));
    // The coming week's "New near you" digest (queued once whichever instance starts first; each
    // run queues the next).
    await enqueue(db, newNearYouJob(nextDigestRun(new Date())));
    jobs.start();
  });
}
