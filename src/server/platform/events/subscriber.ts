import type { Db, Tx } from "../../db/client";
import type { Realtime } from "../realtime-events";
import type { DataOf, DomainEvent, EventDefinition } from "./define-event";

// A subscriber owns one consequence of one kind of event (ADR 0030): a notification, a frame, a
// cache to clear. It is idempotent: `once` runs its database work in a transaction that also
// records the event as handled by it, so an event delivered again (at least once is the promise)
// changes nothing the second time; what it does after that (publishing a frame) may repeat, and
// is harmless when it does.

/** Records an event inside the transaction of the change that made it happen. */
export type RecordEvent = (event: DomainEvent) => void;

export type SubscriberContext = {
  db: Db;
  realtime: Realtime;
  /**
   * Runs `work` in a transaction that records this event as handled by this subscriber; answers
   * null, without running it, when it already was. What `work` records is relayed after its commit.
   */
  once<T>(work: (tx: Tx, record: RecordEvent) => Promise<T>): Promise<T | null>;
};

export type Subscriber = {
  /** Unique, stable: it names the subscriber in handled_events. */
  readonly name: string;
  readonly on: EventDefinition;
  handle(event: DomainEvent, context: SubscriberContext): Promise<void>;
};

export function subscribe<E extends EventDefinition>(
  name: string,
  on: E,
  handle: (data: DataOf<E>, context: SubscriberContext, event: DomainEvent) => Promise<void>,
): Subscriber {
  return { name, on, handle: (event, context) => handle(on.parse(event.data) as DataOf<E>, context, event) };
}
