import type { Db, Tx } from "../../db/client";
import { auditLog } from "../../db/schema";

export type AuditAction =
  | "ban"
  | "unban"
  | "unflag"
  | "assign-score"
  | "approve-event"
  | "reject-event"
  | "uphold-no-show"
  | "overturn-no-show"
  // A reported review (issue 27 item 6): kept up, or hidden from everyone.
  | "keep-review"
  | "hide-review"
  // A reported chat message (issue 28 item 6): its reports dismissed, or the message removed.
  | "dismiss-message-reports"
  | "remove-message"
  // ... and that removal taken back within its window (issue 41 item 5).
  | "restore-message"
  // A reported listing (issue 42 item 4, ADR 0043): kept up, or taken down.
  | "keep-listing"
  | "take-down-listing"
  // A member's photo check (issue 38 item 4, ADR 0044): the selfie approved or rejected.
  | "approve-photo-check"
  | "reject-photo-check"
  // A member's "Report to the team" (ADR 0045): closed as nothing more to do, or as handled.
  | "keep-help-request"
  | "act-help-request"
  // A member's own data (ADR 0025): the member, or an admin on their request, asked for it.
  | "request-data-export"
  | "delete-account";

// Who did what, when: written in the same transaction as the action itself.
export async function audit(entry: {
  tx: Db | Tx;
  actorId: string;
  action: AuditAction;
  targetUserId?: string;
  targetEventId?: string;
  details?: Record<string, unknown>;
}): Promise<string> {
  const [row] = await entry.tx
    .insert(auditLog)
    .values({
      actorId: entry.actorId,
      action: entry.action,
      targetUserId: entry.targetUserId ?? null,
      targetEventId: entry.targetEventId ?? null,
      details: entry.details ?? {},
    })
    .returning({ id: auditLog.id });
  // The entry's id, for an action whose record is read again (an undoable removal).
  return row!.id;
}
