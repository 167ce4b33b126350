import type { FastifyInstance } from "fastify";
import type { ParsedMail } from "mailparser";

// A received email's headers as a mail app reads them, and the one-click unsubscribe (RFC 8058) a
// mail provider sends from them.

/** The value of the header `name` (lower case), as sent. */
export const mailHeader = (mail: ParsedMail, name: string) =>
  mail.headerLines
    .find((h) => h.key === name)
    ?.line.slice(name.length + 1)
    .trim();

/** The link of the List-Unsubscribe header (sent in angle brackets). */
export const unsubscribeLink = (mail: ParsedMail) =>
  new URL(mailHeader(mail, "list-unsubscribe")!.replace(/^<|>$/g, ""));

/** The mail provider's one-click POST to `path`, without any sign-in, exactly as RFC 8058 has it. */
export const oneClickUnsubscribe = (app: FastifyInstance, path: string) =>
  app.inject({
    method: "POST",
    url: path,
    headers: { "content-type": "application/x-www-form-urlencoded" },
    payload: "List-Unsubscribe=One-Click",
  });
