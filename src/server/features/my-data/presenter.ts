import type { DataExport } from "../../../shared/contracts/my-data";
import type { ExportSummary } from "./export-service";

// A copy as its member sees it: a ready copy past its 24 hours reads "expired" until the prune deletes it.
export function presentDataExport(copy: ExportSummary, now = new Date()): DataExport {
  const expired = copy.status === "ready" && copy.expiresAt !== null && copy.expiresAt <= now;
  return {
    _id: copy.id,
    status: expired ? "expired" : copy.status,
    createdAt: copy.createdAt.toISOString(),
    readyAt: copy.readyAt?.toISOString() ?? null,
    expiresAt: copy.expiresAt?.toISOString() ?? null,
    size: copy.size,
  };
}

export const presentLatestExport = (copy: ExportSummary | null): DataExport | null =>
  copy ? presentDataExport(copy) : null;

export const exportFileName = (copy: { createdAt: Date }) =>
  `meetup-data-${copy.createdAt.toISOString().slice(0, 10)}.zip`;
