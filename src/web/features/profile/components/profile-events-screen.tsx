import { EmptyState, type EmptyStateProps } from "../../../components/empty-state";
import { EventSummaryGrid } from "../../../components/event-summary-grid";
import type { EventSummary, User } from "../../../lib/queries/users";
import { ProfileScreen } from "./profile-screen";
import { CardsSkeleton } from "./profile-skeletons";

/**
 * A profile sub-screen of some of the member's events (attended, hosted) as cards, 1 column on
 * phones and 2-3 on wider screens, or the empty state.
 */
export function ProfileEventsScreen({
  title,
  label,
  eventsOf,
  empty,
}: {
  title: string;
  /** Names the list for screen readers. */
  label: string;
  eventsOf: (user: User) => EventSummary[] | null | undefined;
  empty: Omit<EmptyStateProps, "className">;
}) {
  return (
    <ProfileScreen title={title} backTo="/profile" width="wide" skeleton={<CardsSkeleton cards={3} />}>
      {(user) => {
        const events = eventsOf(user) ?? [];
        if (events.length === 0) return <EmptyState {...empty} />;
        return (
          <EventSummaryGrid events={events} label={label} className="gap-4 sm:grid-cols-2 lg:grid-cols-3" />
        );
      }}
    </ProfileScreen>
  );
}
