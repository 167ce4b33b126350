import type { AdminEvent } from "../../../shared/contracts/admin-events";
import type { Storage } from "../../platform/storage";
import { presentEvent } from "../events/presenter";
import type { adminGetEvent } from "./events-service";

type Row = Awaited<ReturnType<typeof adminGetEvent>>;

export function presentAdminEvent(storage: Storage, row: Row, averageRating: number | null): AdminEvent {
  const { host, ...event } = row;
  return {
    ...presentEvent(storage, event, averageRating),
    createdBy: { _id: host.id, name: host.name, email: host.email },
  };
}
