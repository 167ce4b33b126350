// A phone verified by a code sent by SMS (issue 38, ADR 0041): what the API answers, and the SMS.
export const PHONE_CODE_DIGITS = 6;
export const PHONE_CODE_MINUTES = 10;
export const PHONE_CODE_TRIES = 5;

export const PHONE_MESSAGES = {
  invalidNumber: "Enter a valid mobile number, like 98765 43210.",
  countryNotServed: "We can only send codes to Indian mobile numbers (+91).",
  inUse: "This number is already in use by another account.",
  alreadyVerified: "This number is already verified on your account.",
  codeSent: "We've sent a 6-digit code by SMS. It works for 10 minutes.",
  codeFormat: "Enter the 6-digit code from the SMS.",
  // Sentences built from values take them named: the server sends the values beside the code
  // (platform/message-codes.ts' `valued`) and the web says them in the member's language.
  wait: ({ seconds }: { seconds: number }) =>
    `Please wait ${seconds} ${seconds === 1 ? "second" : "seconds"} before asking for another code.`,
  numberLimit: "This number has received too many codes today. Try again tomorrow.",
  memberLimit: "You've asked for too many codes today. Try again tomorrow.",
  addressLimit: "Too many codes were asked for from your network. Try again in an hour.",
  noCode: "Ask for a code first.",
  wrongCode: ({ left }: { left: number }) =>
    `That code is not right. You have ${left} ${left === 1 ? "try" : "tries"} left.`,
  expired: "This code has expired. Ask for a new one.",
  used: "This code has already been used. Ask for a new one if you need to.",
  tooManyTries: "Too many wrong tries. Ask for a new code.",
  verified: "Phone verified.",
  sendFailed: "We couldn't send the SMS just now. Please try again in a minute.",
  unavailable: "Phone verification is not available right now.",
  // The SMS itself.
  sms: (code: string, app: string) =>
    `${code} is your ${app} code. It expires in 10 minutes. Never share it with anyone.`,
} as const;
