import type { MessageKey } from "../../../lib/i18n";
import type { SentenceKeys } from "../../../lib/server-sentence";

// The photo checks queue's words for what the API sends (ADR 0056): the pose asked (a value; the
// admin-photos catalogue says it) and the server's sentences by their code, so an admin reading
// Hindi reads them in Hindi. A code missing here shows the server's English as it came.

export type PhotoChecksKey = MessageKey<"admin-photos">;

export { POSE_KEYS } from "../../../lib/pose-keys";

export const PHOTO_CHECK_SERVER_KEYS: SentenceKeys<PhotoChecksKey> = {
  "photoCheck.approved": "serverApproved",
  "photoCheck.rejected": "serverRejected",
  // Another admin decided it first, or it is gone.
  "photoCheck.alreadyDecided": "serverAlreadyDecided",
  "photoCheck.notFound": "serverNotFound",
  "photoCheck.selfieGone": "serverSelfieGone",
  // A rejection's reason, refused.
  "photoCheck.reasonRequired": "serverReasonRequired",
  "photoCheck.reasonTooLong": "serverReasonTooLong",
  tooManyRequests: "serverTooManyRequests",
};
