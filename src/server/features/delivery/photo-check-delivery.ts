import { z } from "zod";
import { languageOf } from "../../db/member-language";
import { photoCheckDecided } from "../../domain/photo-checks";
import { subscribe } from "../../platform/events/subscriber";
import { wordsIn } from "../../platform/i18n/words";
import { type BoundJob, defineJob } from "../../platform/jobs/define-job";
import { enqueue } from "../../platform/jobs/queue";
import { type EmailDeps, sendAccountNotice } from "../email/service";
import { photoCheckDecision } from "../photo-check/service";
import { categoryOf } from "../preferences/policy";
import { preferencesOf } from "../preferences/service";
import { type PushDeps, pushToMember } from "../push/service";
import { planDelivery } from "./plan";

// A member's photo check was decided (ADR 0044): they are told by push, or by email without push,
// as their preferences say (the "event updates" switches), and never in their quiet hours: the job
// then waits for their end. The inbox's rows belong to an experience, so this news has none; the
// verification screen shows the outcome too. Once per decision (the handled mark and the job's key).

/** The kind delivery plans it as (its category: event updates, held by quiet hours). */
export const PHOTO_CHECK_KIND = "photo_check_decided";
const SCREEN = "/profile/photo";

export const deliveryPhotoCheck = defineJob({
  kind: "delivery.photo-check",
  payload: z.object({ checkId: z.uuid() }),
});

export const deliveryPhotoCheckSubscribers = ({ quietByDefault }: { quietByDefault: boolean }) => [
  subscribe(
    "delivery.photo-check-decided",
    photoCheckDecided,
    async ({ checkId, userId }, context, event) => {
      await context.once(async (tx) => {
        const plan = await planDelivery({
          tx,
          userId,
          kind: PHOTO_CHECK_KIND,
          now: event.at,
          quietByDefault,
        });
        if (plan.channel === "none") return;
        await enqueue(
          tx,
          deliveryPhotoCheck.input(
            { checkId },
            { dedupKey: `delivery:photo-check:${checkId}`, runAt: plan.runAt },
          ),
        );
      });
    },
  ),
];

// When the job runs (at once, or as quiet hours end), the channel is chosen again from the
// preferences and devices of now; a push that finds no device left goes by email, if allowed.
export function photoCheckDeliveryJobHandlers(deps: {
  push: PushDeps;
  email: EmailDeps;
  now?: () => Date;
}): BoundJob[] {
  return [
    deliveryPhotoCheck.handle(async ({ checkId }, job) => {
      const { db } = deps.push;
      const decision = await photoCheckDecision({ db, checkId });
      // Gone with the member's account: nothing to tell.
      if (!decision) return;
      const { quietByDefault } = deps.email;
      const now = deps.now?.() ?? new Date();
      const plan = await planDelivery({
        tx: db,
        userId: decision.userId,
        kind: PHOTO_CHECK_KIND,
        now,
        quietByDefault,
      });
      if (plan.channel === "none") return;
      // In the member's language of now (ADR 0055).
      const say = wordsIn(await languageOf(db, decision.userId));
      const words =
        decision.outcome === "approved"
          ? { title: say("notifications.photoApprovedTitle"), body: say("notifications.photoApprovedBody") }
          : {
              title: say("notifications.photoRejectedTitle"),
              body: say("notifications.photoRejectedBody", { reason: decision.reason }),
            };
      if (plan.channel === "push") {
        const outcome = await pushToMember(deps.push, decision.userId, {
          ...words,
          url: SCREEN,
          tag: SCREEN,
        });
        if (outcome !== "no-device") return;
        const prefs = await preferencesOf(db, decision.userId, quietByDefault);
        if (!prefs.channels[categoryOf(PHOTO_CHECK_KIND)].email) return;
      }
      await sendAccountNotice(deps.email, {
        userId: decision.userId,
        subject: words.title,
        body: words.body,
        action: { label: say("email.photoCheckAction"), path: SCREEN },
        dedupKey: job.dedupKey,
      });
    }),
  ];
}
