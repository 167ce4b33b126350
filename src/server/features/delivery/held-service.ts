import { appName, say } from "../../platform/i18n/words";
import type { BoundJob, PayloadOf } from "../../platform/jobs/define-job";
import type { Job } from "../../platform/jobs/queue";
import { type EmailDeps, sendNotificationNotice } from "../email/service";
import { type DeliveredNotification, heldNotifications, releaseHeld } from "../inbox/notifications-service";
import { categoryOf } from "../preferences/policy";
import { opening, type PushDeps, pushToMember } from "../push/service";
import { deliveryHeld } from "./jobs";
import { planDelivery } from "./plan";

// The quiet-hours default a plan reads is the email deps' `quietByDefault` (the app's one setting).
export type HeldDeliveryDeps = { push: PushDeps; email: EmailDeps; now?: () => Date };

export function heldDeliveryJobHandlers(deps: HeldDeliveryDeps): BoundJob[] {
  return [deliveryHeld.handle((payload, job) => deliverHeld(deps, payload, job))];
}

type Group = { key: string; items: DeliveredNotification[]; dropped: string[] };

// When a member's quiet hours end (issue 25 item 10): what the night held, sent once and in the
// order it happened. Each notification is read against the state of now first: one no longer true
// (a request answered since, a listing closed, a mark corrected) is dropped, so "You're in!" never
// follows the cancellation it predates. What is left is grouped by what it concerns (the event)
// and by category, so three requests to one listing make one push, not three; the groups go out
// one after the other, ordered by their first happening. The channel is chosen now, from the
// member's preferences and devices of now. Each group is marked sent as it leaves: a retry after a
// failure sends only what had not gone.
async function deliverHeld(
  deps: HeldDeliveryDeps,
  { userId, until }: PayloadOf<typeof deliveryHeld>,
  job: Job,
): Promise<void> {
  const held = await heldNotifications({ db: deps.push.db, userId, until });
  const groups = new Map<string, Group>();
  for (const item of held) {
    const key = `${item.eventId}:${categoryOf(item.kind)}`;
    const group = groups.get(key) ?? { key, items: [], dropped: [] };
    groups.set(key, group);
    if (item.stillTrue) group.items.push(item);
    else group.dropped.push(item.id);
  }
  for (const group of groups.values()) {
    if (group.items.length > 0) await deliverGroup(deps, job, userId, group);
    await releaseHeld(deps.push.db, [...group.items.map((i) => i.id), ...group.dropped]);
  }
}

async function deliverGroup(deps: HeldDeliveryDeps, job: Job, userId: string, group: Group) {
  const latest = group.items.at(-1)!;
  const many = group.items.length > 1;
  // The items were written in the member's language as they were read (heldNotifications).
  const title = many
    ? say(latest.language, "notifications.heldTitle", { count: group.items.length, event: latest.eventName })
    : (latest.headline ?? appName());
  const body = group.items.map((i) => i.text).join("\n");
  const plan = await planDelivery({
    tx: deps.push.db,
    userId,
    kind: latest.kind,
    now: deps.now?.() ?? new Date(),
    quietByDefault: deps.email.quietByDefault,
  });
  if (plan.channel === "none") return;
  if (plan.channel === "push") {
    const outcome = await pushToMember(deps.push, userId, {
      title,
      body,
      // A held digest opens its listings as when sent at once.
      ...opening(
        group.items.flatMap((i) => i.listings),
        latest.link,
      ),
      tag: latest.link,
    });
    // Every device dropped its subscription overnight: the email goes instead, if it may.
    if (outcome !== "no-device") return;
    const fallback = await planDelivery({
      tx: deps.push.db,
      userId,
      kind: latest.kind,
      now: new Date(),
      quietByDefault: deps.email.quietByDefault,
    });
    if (fallback.channel !== "email") return;
  }
  await sendNotificationNotice(deps.email, {
    userId,
    kind: latest.kind,
    subject: many ? title : (latest.headline ?? latest.text),
    body,
    link: latest.link,
    listings: group.items.flatMap((i) => i.listings),
    dedupKey: `${job.dedupKey}:${group.key}`,
  });
}
