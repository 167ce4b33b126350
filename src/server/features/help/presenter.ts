import type { HelpSent, TrustedContact } from "../../../shared/contracts/help";
import type { ContactRow } from "./contact-service";
import type { HelpSentRow } from "./service";

// What the member reads of their trusted contact and of the help they asked for, field by field.

export const presentTrustedContact = (row: ContactRow | null): TrustedContact | null =>
  row && {
    name: row.name,
    phone: row.phoneE164,
    email: row.email,
    updatedAt: row.updatedAt.toISOString(),
  };

export const presentHelpSent = (row: HelpSentRow): HelpSent => ({
  kind: row.kind,
  createdAt: row.createdAt.toISOString(),
  sms: row.told.sms,
  email: row.told.email,
  location: row.location,
});
