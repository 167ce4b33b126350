import type { PhoneStatus as PhoneStatusJson } from "../../../shared/contracts/phone";
import type { PhoneStatus } from "./service";

// The phone check as the member's own screen reads it, field by field.
export const presentPhoneStatus = (status: PhoneStatus): PhoneStatusJson => ({
  mobileNo: status.mobileNo,
  phoneVerified: status.phoneVerified,
  pending: status.pending
    ? {
        to: status.pending.to,
        expiresAt: status.pending.expiresAt.toISOString(),
        resendAt: status.pending.resendAt.toISOString(),
        triesLeft: status.pending.triesLeft,
      }
    : null,
  available: status.available,
});
