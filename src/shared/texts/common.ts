// What any endpoint may answer: the generic failures and the server-side texts the SPEC leaves open
// (ARCHITECTURE "API contract"). Part of MESSAGES (see index.ts).
export const COMMON_MESSAGES = {
  // Generic (SPEC 8)
  somethingWentWrong: "Something went wrong",
  tryAgain: "Something went wrong. Please try again.",
  forbidden: "You are not allowed to do that.",
  adminOnly: "Only admins can do that.",
  notFound: "We could not find that.",
  routeNotFound: "There is no such API endpoint.",
  invalidInput: "Some of the information sent is not valid.",
  unstorableText: "Text cannot contain a NUL character or a broken emoji.",
  invalidDate: "Please choose a real date.",
  bodyTooLarge: "The request is too large.",
  tooManyRequests: "Too many requests. Please wait a moment and try again.",
  databaseUnavailable: "The database is not reachable.",
  // Readiness (/api/ready): what keeps this instance from taking traffic, named for the operator.
  notReady: (failures: readonly string[]) => `Not ready: ${failures.join("; ")}.`,
  readinessDatabase: "the database does not answer",
  readinessMigrations: "the database has not had every migration applied",
  readinessShuttingDown: "this instance is shutting down",
  // A read refused by an instance that is shutting down (a balancer sends it to another).
  serverRestarting: "The server is restarting. Please try again in a moment.",
  // /metrics on the main port without METRICS_TOKEN's bearer.
  metricsTokenRequired: "The metrics token is missing or wrong.",
  // Multipart uploads: the plugin's limit errors, as sentences a member can act on.
  tooManyFiles: "Too many images in one upload.",
  tooManyParts: "The upload has too many parts.",
  tooManyFields: "The upload has too many fields.",
  notMultipart: "Please send the form as multipart/form-data.",
} as const;
