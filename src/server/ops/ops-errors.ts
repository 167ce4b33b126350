// A backup, restore or migration that would lose or overwrite data stops before touching anything,
// with a sentence for the operator; the scripts print it and exit 1 instead of a stack trace.
export class RefusedError extends Error {}
