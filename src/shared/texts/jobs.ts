// What the admin's failed-jobs actions answer.
export const JOB_MESSAGES = {
  retried: "The job will run again in a moment.",
  notFound: "We could not find that job.",
  notFailed: "Only a job that failed can be run again.",
} as const;
