import { randomUUID } from "node:crypto";
import type { z } from "zod";

// A domain event: what happened, recorded by the use case that made it happen, inside its
// transaction (ADR 0030). Its type names the happening in the past tense ("request.created"); its
// data is what every subscriber needs to act without asking the use case again (ids, not rows).

type DataSchema = z.ZodObject;

export type DomainEvent<T extends string = string, D = Record<string, unknown>> = {
  readonly id: string;
  readonly type: T;
  readonly data: D;
  /** When it happened (the change's clock). */
  readonly at: Date;
};

export type EventDefinition<T extends string = string, S extends DataSchema = DataSchema> = {
  readonly type: T;
  readonly data: S;
  /** The event, with a new id, happening `at` (now unless given). */
  of(data: z.input<S>, at?: Date): DomainEvent<T, z.output<S>>;
  /** The data of a stored event, parsed (a stored event of another version may not parse). */
  parse(data: unknown): z.output<S>;
};

export function defineEvent<T extends string, S extends DataSchema>(definition: {
  type: T;
  data: S;
}): EventDefinition<T, S> {
  const { type, data: schema } = definition;
  return {
    type,
    data: schema,
    of: (data, at = new Date()) => ({ id: randomUUID(), type, data: schema.parse(data), at }),
    parse: (data) => schema.parse(data),
  };
}

/** The data an event of this definition carries. */
export type DataOf<E> = E extends EventDefinition<string, infer S> ? z.output<S> : never;
