// A phone verified by a code sent by SMS (issue 38): the verification screen and the badge (home's card
// reads its words from the home catalogue, src/web/locales).
export const PHONE_TEXTS = {
  title: "Verify your phone",
  documentTitle: "Verify your phone · Meetup",
  intro:
    "We'll text a 6-digit code to your mobile number. Your number stays private: only you and the admins see it.",
  numberLabel: "Mobile number",
  numberHint: "An Indian mobile number, like 98765 43210.",
  sendCode: "Send code",
  sending: "Sending",
  codeLabel: "6-digit code",
  codeSentTo: (to: string) => `Enter the code we sent to ${to}. It works for 10 minutes.`,
  triesLeft: (n: number) => `${n} ${n === 1 ? "try" : "tries"} left.`,
  verify: "Verify",
  verifying: "Checking",
  resend: "Send a new code",
  resendIn: (seconds: number) => `New code in ${seconds} s`,
  changeNumber: "Use another number",
  verifiedBadge: "Phone verified",
  verifiedTitle: "Your phone is verified",
  verifiedNumber: (number: string) => `${number} is your verified mobile number.`,
  backToProfile: "Back to your profile",
  notVerified: "Phone not verified yet",
} as const;
