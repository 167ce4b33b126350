import type { ReactNode } from "react";
import { EmptyState, type EmptyStateProps } from "../../../components/empty-state";
import { EventSummaryGrid } from "../../../components/event-summary-grid";
import type { EventSummary } from "../../../lib/queries/users";

export type EventSummaryListProps = {
  events: EventSummary[];
  label: string;
  empty: { icon: EmptyStateProps["icon"]; text: string; action?: ReactNode };
};

/** Events as cards (1 column on phones, 2-3 on wider screens), or the empty state. */
export function EventSummaryList({ events, label, empty }: EventSummaryListProps) {
  if (events.length === 0) return <EmptyState icon={empty.icon} text={empty.text} action={empty.action} />;
  return <EventSummaryGrid events={events} label={label} className="gap-4 sm:grid-cols-2 lg:grid-cols-3" />;
}
