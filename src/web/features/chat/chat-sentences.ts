import type { MessageKey } from "../../lib/i18n/catalogues";

// The server's sentences the chat list can show (a list that failed to load), by their codes (ADR
// 0056), to the chat area's words. scripts/catalogue-check.test.ts holds each key's English to the
// sentence its code names.
export const CHAT_SENTENCES: Readonly<Record<string, MessageKey<"chat">>> = {
  somethingWentWrong: "somethingWentWrong",
  databaseUnavailable: "databaseUnavailable",
  serverRestarting: "serverRestarting",
  tooManyRequests: "tooManyRequests",
  networkError: "networkError",
  timeout: "timeout",
};
