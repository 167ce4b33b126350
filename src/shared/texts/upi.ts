// What the server says about a member's UPI ID (issue 28 item 7). Its own file: the member contract
// uses it, and the expense texts would bring the rupees and the settling with them.

export const UPI_MESSAGES = {
  invalid:
    "Enter a UPI ID like name@bank: letters, digits, dots, hyphens or underscores, then @ and the bank.",
  saved: "UPI ID saved.",
  cleared: "UPI ID removed.",
} as const;
