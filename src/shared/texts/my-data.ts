// A member's own data (ADR 0025, India's DPDP Act 2023): their copy and the deletion of their account.
// The name every screen shows where a deleted member's messages and reviews stay.
export const DELETED_MEMBER = "Deleted member";

// The word a member types to confirm the deletion of their account (the button enables on an exact match).
export const DELETE_CONFIRMATION_WORD = "DELETE";

// How many copies of one member's data may be asked for in a day, by the member or by one admin.
export const DATA_EXPORTS_PER_DAY = 3;

export const MY_DATA_MESSAGES = {
  exportRequested: "We are preparing your data. It will be ready to download in a few minutes.",
  exportBudget: `A copy of your data can be asked for ${DATA_EXPORTS_PER_DAY} times a day. Please try again tomorrow.`,
  exportNotFound: "That download is not available. It may have expired: ask for a new one.",
  confirmationMismatch: `Please type ${DELETE_CONFIRMATION_WORD} to confirm.`,
  accountDeleted: "Your account has been deleted.",
  memberDeleted: "The member's account has been deleted.",
  alreadyDeleted: "This account has already been deleted.",
  deleteAdmin: "An admin's account can only be deleted by that admin.",
} as const;
