/**
 * The failures any request can meet, by their codes (ADR 0056): the server's own (a busy database, a
 * restart, too many requests) and the sentences the browser makes (server-sentence.ts). An area whose
 * catalogue says them under these same keys spreads this table into its own.
 */
export const FAILURE_SENTENCES = {
  somethingWentWrong: "somethingWentWrong",
  databaseUnavailable: "databaseUnavailable",
  serverRestarting: "serverRestarting",
  tooManyRequests: "tooManyRequests",
  networkError: "networkError",
  timeout: "timeout",
} as const;
