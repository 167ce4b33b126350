// A member's UPI ID on their account details (the profile).
export const UPI_ID_TEXTS = {
  title: "UPI ID",
  hint: "Where the members of your trips pay you back. Only the members of a group you went with see it, on its costs; never on your profile.",
  label: "Your UPI ID",
  placeholder: "name@bank",
  save: "Save UPI ID",
  saving: "Saving",
} as const;
