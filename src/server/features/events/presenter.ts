import type { EventDto } from "../../../shared/contracts/events";
import { imageUrl, type Storage } from "../../platform/storage";
import type { EventRow } from "./service";

export function presentEvent(storage: Storage, row: EventRow, averageRating: number | null): EventDto {
  return {
    _id: row.id,
    name: row.name,
    description: row.description,
    category: row.category,
    customCategory: row.customCategory,
    image: imageUrl(storage, row.image),
    fromDate: row.fromDate.toISOString(),
    toDate: row.toDate.toISOString(),
    time: row.time,
    state: row.state,
    city: row.city,
    location: `${row.city}, ${row.state}`,
    totalSlots: row.totalSlots,
    availableSlots: row.availableSlots,
    cost: row.cost,
    paymentType: row.paymentType,
    createdBy: row.createdBy,
    eventStatus: row.eventStatus,
    status: row.status,
    rejectionReason: row.rejectionReason,
    averageRating,
  };
}
