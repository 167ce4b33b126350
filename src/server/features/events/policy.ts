import type { Viewer } from "../auth/session-service";
import type { EventRow } from "./columns";

// Who may do what with one event (SPEC 4 "Role per event", 6).
export const isHost = (viewer: Viewer, event: Pick<EventRow, "createdBy">) =>
  event.createdBy === viewer.userId;

// Approved events are public to members; pending and rejected ones to their host and admins only.
export const canView = (viewer: Viewer, event: Pick<EventRow, "createdBy" | "status">) =>
  event.status === "approved" || isHost(viewer, event) || viewer.role === "admin";
