import { phoneStatusResponse, requestPhoneCodeBody, verifyPhoneCodeBody } from "../contracts/phone";
import { endpoint } from "./endpoint";

// A phone verified by a code sent by SMS (issue 38, ADR 0041). Always the caller's own phone: no
// path names a member.

export const myPhone = endpoint({
  method: "GET",
  path: "/users/me/phone",
  summary: "Your phone check: the number, whether it is verified, and the code waiting",
  response: phoneStatusResponse,
});

export const requestPhoneCode = endpoint({
  method: "POST",
  path: "/users/me/phone/code",
  summary: "Send a 6-digit code by SMS to this number (India unless configured)",
  body: requestPhoneCodeBody,
  response: phoneStatusResponse,
  errors: [400, 409, 429, 503],
});

export const verifyPhoneCode = endpoint({
  method: "POST",
  path: "/users/me/phone/verify",
  summary: "Enter the code: the number becomes your verified mobile number",
  body: verifyPhoneCodeBody,
  response: phoneStatusResponse,
  errors: [400, 409, 429],
});
