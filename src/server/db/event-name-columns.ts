import { events } from "./schema";

// The experience a row belongs to, as a list names it: its id, for the link, and its name. Written
// once, as personColumns is for a member, so the admins' queues and the members' lists read the same
// two fields.
export const eventNameColumns = { eventId: events.id, eventName: events.name };
