import type { z } from "zod";
import { type Job, type JobInput, PermanentJobError } from "./queue";
import type { JobHandler } from "./worker";

// A job kind is defined once, with the schema of its payload (issue 26, ADR 0017 "Typed jobs"): the
// side that enqueues builds its input from the definition, so its payload is type-checked against
// the schema; the side that runs binds a handler to it, which gets the payload parsed. A payload
// that does not parse (written by an older version, or by hand) can never succeed: its job fails at
// once with a PermanentJobError that names the field, instead of being retried.

type PayloadSchema = z.ZodType<unknown, Record<string, unknown>>;

/** How a job is queued, besides its payload (queue.ts: the dedup key makes enqueueing idempotent). */
export type JobOptions = { dedupKey: string; runAt?: Date; maxAttempts?: number };

/** A handler bound to its kind, for the worker. */
export type BoundJob = { readonly kind: string; readonly run: JobHandler };

export type JobDefinition<K extends string, S extends PayloadSchema> = {
  readonly kind: K;
  readonly payload: S;
  /** The job to enqueue, its payload as the schema takes it. */
  input(payload: z.input<S>, options: JobOptions): JobInput;
  /** The payload of a claimed job, parsed; throws PermanentJobError when it does not parse. */
  parse(job: Job): z.output<S>;
  /** The worker's handler of this kind: it parses the payload, then runs `handler` with it. */
  handle(handler: (payload: z.output<S>, job: Job) => Promise<void>): BoundJob;
};

/** The parsed payload a definition's handler gets. */
export type PayloadOf<D> = D extends JobDefinition<string, infer S> ? z.output<S> : never;

export function defineJob<K extends string, S extends PayloadSchema>(definition: {
  kind: K;
  payload: S;
}): JobDefinition<K, S> {
  const { kind, payload: schema } = definition;
  const parse = (job: Job): z.output<S> => {
    const parsed = schema.safeParse(job.payload);
    if (!parsed.success) throw unparsable(job, parsed.error);
    return parsed.data;
  };
  return {
    kind,
    payload: schema,
    input: (payload, { dedupKey, runAt, maxAttempts }) => ({
      kind,
      payload,
      dedupKey,
      ...(runAt ? { runAt } : {}),
      ...(maxAttempts ? { maxAttempts } : {}),
    }),
    parse,
    handle: (handler) => ({ kind, run: (job) => handler(parse(job), job) }),
  };
}

/** The worker's handler map; a kind bound twice is a mistake in the wiring, refused at start. */
export function handlersByKind(bound: readonly BoundJob[]): Record<string, JobHandler> {
  const handlers: Record<string, JobHandler> = {};
  for (const { kind, run } of bound) {
    if (handlers[kind]) throw new Error(`job kind ${kind} has two handlers`);
    handlers[kind] = run;
  }
  return handlers;
}

// "has no userId" for a missing field, "has a bad userId (Invalid UUID)" for a malformed one. The
// issues name the field and the rule, never the value (it may be a member's address).
function unparsable(job: Job, error: z.ZodError): PermanentJobError {
  const problems = error.issues.map((issue) => {
    const field = issue.path.map(String).join(".") || "payload";
    const missing = issue.path.length > 0 && valueAt(job.payload, issue.path) === undefined;
    return missing ? `has no ${field}` : `has a bad ${field} (${issue.message})`;
  });
  return new PermanentJobError(`job ${job.kind} ${problems.join(", ")}`);
}

function valueAt(value: unknown, path: readonly PropertyKey[]): unknown {
  let at = value;
  for (const key of path) {
    if (typeof at !== "object" || at === null) return undefined;
    at = (at as Record<PropertyKey, unknown>)[key];
  }
  return at;
}
