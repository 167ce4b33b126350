import { and, eq, isNull } from "drizzle-orm";
import type { Db } from "../../db/client";
import { checkIns, events, helpRequests, users } from "../../db/schema";
import { say } from "../../platform/i18n/words";
import type { BoundJob } from "../../platform/jobs/define-job";
import { myRequest } from "../events/participants";
import { findEvent } from "../events/service";
import { type PushDeps, pushToMember } from "../push/service";
import { findUser } from "../users/service";
import { trustedContactOf } from "./contact-service";
import { helpAdminPush, helpHomeSafeAlert } from "./jobs";
import { isTakingPlace } from "./policy";
import { homeSafeWords, type Reach, tellContact } from "./tell";

// The help feature's jobs (ADR 0045). Both read the worker's clock.

export type HelpJobDeps = { db: Db; reach: Reach; push: PushDeps; now: () => Date };

export function helpJobHandlers(deps: HelpJobDeps): BoundJob[] {
  return [
    helpHomeSafeAlert.handle((payload) => runHomeSafeAlert(deps, payload)),
    helpAdminPush.handle(async ({ requestId, adminId }) => {
      const [row] = await deps.db
        .select({ member: users.name, event: events.name })
        .from(helpRequests)
        .innerJoin(users, eq(users.id, helpRequests.userId))
        .innerJoin(events, eq(events.id, helpRequests.eventId))
        .where(and(eq(helpRequests.id, requestId), isNull(helpRequests.resolvedAt)));
      // Closed by another admin before the push left: nothing to tell.
      if (!row) return;
      await pushToMember(deps.push, adminId, (language) => ({
        title: say(language, "push.helpTitle"),
        body: say(language, "push.helpBody", { member: row.member, event: row.event }),
        url: "/admin/moderation?subject=help",
        tag: `help:${requestId}`,
      }));
    }),
  ];
}

/**
 * 30 minutes after "Home safe?", a member who still has not answered, and saved a trusted contact,
 * has them told, once: the `home_safe` row's unique index makes a second run (or a retry after the
 * messages left) find it written and stop. When no channel reached the contact, the row goes and the
 * job fails, so the queue tries again with its backoff.
 */
async function runHomeSafeAlert(
  deps: HelpJobDeps,
  payload: { eventId: string; userId: string; endsAt: string },
): Promise<void> {
  const { db } = deps;
  const now = deps.now();
  const event = await findEvent({ db, eventId: payload.eventId });
  // Moved or cancelled since: this prompt is not the one that counts.
  if (!event || !isTakingPlace(event) || event.toDate.toISOString() !== payload.endsAt) return;
  const seat = await myRequest({ db, userId: payload.userId, eventId: event.id });
  const member = await findUser({ db, userId: payload.userId });
  if (seat?.requestStatus !== "accepted" || !member || member.isBanned || member.deletedAt) return;
  // Read here, not through share's service: share queues this job, so help does not call it back.
  const [answered] = await db
    .select({ at: checkIns.homeSafeAt })
    .from(checkIns)
    .where(and(eq(checkIns.eventId, event.id), eq(checkIns.userId, payload.userId)));
  if (answered?.at) return;
  const contact = await trustedContactOf(db, payload.userId);
  if (!contact) return;
  const [row] = await db
    .insert(helpRequests)
    .values({ eventId: event.id, userId: payload.userId, kind: "home_safe", createdAt: now })
    .onConflictDoNothing()
    .returning({ id: helpRequests.id });
  if (!row) return;
  const told = await tellContact(
    deps.reach,
    contact,
    homeSafeWords(member.name, event),
    `home-safe:${row.id}`,
  );
  if (!told.sms && !told.email) {
    await db.delete(helpRequests).where(eq(helpRequests.id, row.id));
    throw new Error("the trusted contact could not be reached");
  }
}
