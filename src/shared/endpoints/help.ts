import { messageResponse } from "../contracts/events";
import {
  helpContactBody,
  helpReportBody,
  helpSentResponse,
  trustedContactBody,
  trustedContactResponse,
} from "../contracts/help";
import { endpoint } from "./endpoint";
import { eventIdParams } from "./params";

// "Help one tap away" (issue 38 item 7, ADR 0045): the member's own trusted contact (no path names a
// member), and the help a member of an experience asks for while it is on.

export const myTrustedContact = endpoint({
  method: "GET",
  path: "/users/me/trusted-contact",
  summary: "Your trusted contact, or null",
  response: trustedContactResponse,
});

export const saveTrustedContact = endpoint({
  method: "PUT",
  path: "/users/me/trusted-contact",
  summary: "Save your trusted contact: a name and a mobile number, an email, or both",
  body: trustedContactBody,
  response: trustedContactResponse,
  errors: [400],
});

export const removeTrustedContact = endpoint({
  method: "DELETE",
  path: "/users/me/trusted-contact",
  summary: "Remove your trusted contact",
  response: messageResponse,
});

export const helpContact = endpoint({
  method: "POST",
  path: "/events/:id/help/contact",
  summary: "Tell my trusted contact now, by SMS and email (with my location only if sent)",
  params: eventIdParams,
  body: helpContactBody,
  response: helpSentResponse,
  errors: [400, 403, 404, 409, 429, 503],
});

export const helpReport = endpoint({
  method: "POST",
  path: "/events/:id/help/report",
  summary: "Report to the team: an urgent case at the top of the admins' queue",
  params: eventIdParams,
  body: helpReportBody,
  response: helpSentResponse,
  errors: [400, 403, 404, 409, 429],
});
