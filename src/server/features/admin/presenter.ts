import type { AdminEvent } from "../../../shared/contracts/admin-events";
import type { Storage } from "../../platform/storage";
import type { EventWithHost } from "../events/admin-listing";
import { presentEvent } from "../events/presenter";

export function presentAdminEvent(
  storage: Storage,
  item: { row: EventWithHost; averageRating: number | null },
): AdminEvent {
  const { host, ...event } = item.row;
  return {
    ...presentEvent(storage, event, item.averageRating),
    createdBy: { _id: host.id, name: host.name, email: host.email },
  };
}
