import type { DataOf, DomainEvent, EventDefinition } from "../../platform/events/define-event";
import { type Subscriber, subscribe } from "../../platform/events/subscriber";
import { type Notice, recordNotification } from "./notifications-service";

/**
 * A subscriber of the inbox (ADR 0030): when `on` happens, the notifications `notices` names are
 * stored, once per event (a redelivered event stores none again). Each one's frame and delivery
 * follow from its own notification.recorded (notification-subscribers.ts, features/delivery).
 */
export function notifyOn<E extends EventDefinition>(
  name: string,
  on: E,
  notices: (data: DataOf<E>, event: DomainEvent) => Notice[],
): Subscriber {
  return subscribe(name, on, async (data, context, event) => {
    const told = notices(data, event);
    if (told.length === 0) return;
    await context.once(async (tx, record) => {
      for (const notice of told) await recordNotification(tx, record, notice, event.at);
    });
  });
}
