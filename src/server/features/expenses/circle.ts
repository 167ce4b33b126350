import { EXPENSE_MESSAGES, GROUP_MESSAGES } from "../../../shared/texts";
import type { Db } from "../../db/client";
import { authorize, conflict, forbidden, notFound } from "../../platform/errors";
import { noShowIds } from "../attendance/service";
import { findEvent } from "../events/service";
import { groupIdFor, groupMemberIds } from "../groups/queries";
import { canShareCosts, isCostSharing, membersWhoWent } from "./policy";

// The circle of a group's costs: the event, its host and the members who went. Every call of the
// feature starts here, so each refuses the same way the group chat does: no group, 404; not in the
// group, 403; in it but marked as not having come, 403; an experience with an admission fee, 409.
export type CostCircle = { eventId: string; eventName: string; hostId: string; went: ReadonlySet<string> };

export async function costCircle(opts: { db: Db; viewerId: string; eventId: string }): Promise<CostCircle> {
  const { db, viewerId, eventId } = opts;
  const event = await findEvent({ db, eventId });
  const groupId = event ? await groupIdFor({ db, eventId }) : null;
  if (!event || !groupId) throw notFound(GROUP_MESSAGES.notFound);
  const [groupMembers, noShows] = await Promise.all([
    groupMemberIds({ db, groupId }),
    noShowIds({ db, eventId }),
  ]);
  authorize(groupMembers.includes(viewerId), forbidden(GROUP_MESSAGES.notMember));
  const went = membersWhoWent({ groupMembers, noShows, hostId: event.createdBy });
  authorize(canShareCosts(went, viewerId), forbidden(EXPENSE_MESSAGES.notWent));
  authorize(isCostSharing(event.paymentType), conflict(EXPENSE_MESSAGES.notCostSharing));
  return { eventId, eventName: event.name, hostId: event.createdBy, went };
}
