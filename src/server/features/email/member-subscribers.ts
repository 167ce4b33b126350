import { memberRegistered } from "../../domain/members";
import { subscribe } from "../../platform/events/subscriber";
import { enqueue } from "../../platform/jobs/queue";
import { welcomeEmailJob } from "./service";

/**
 * A new member gets the welcome email (ADR 0017), queued once: the handled mark and the job's key
 * (one welcome per member) both keep a redelivered event from queuing it again.
 */
export const welcomeNewMember = subscribe(
  "email.member-registered",
  memberRegistered,
  async ({ userId }, context) => {
    await context.once((tx) => enqueue(tx, welcomeEmailJob(userId)));
  },
);

export const emailMemberSubscribers = [welcomeNewMember];
