import { CalendarPlus } from "lucide";
import { buttonClasses } from "../../../components/button";
import { Link } from "../../../components/link";
import { PROFILE_TEXTS, TEXTS } from "../../../lib/texts";
import { EventSummaryList } from "../components/event-summary-list";
import { ProfileScreen } from "../components/profile-screen";
import { CardsSkeleton } from "../components/profile-skeletons";

/** SPEC 2 "/profile/listing" (My Listings): the events the member hosted. */
export function HostedListingsPage() {
  return (
    <ProfileScreen
      title={TEXTS.myListings}
      backTo="/profile"
      width="wide"
      skeleton={<CardsSkeleton cards={3} />}
    >
      {(user) => (
        <EventSummaryList
          label={PROFILE_TEXTS.eventsHosted}
          events={user.eventsHosted ?? []}
          empty={{
            icon: CalendarPlus,
            text: TEXTS.noHosted,
            action: (
              <Link to="/listing/input" className={buttonClasses("primary")}>
                {TEXTS.createExperience}
              </Link>
            ),
          }}
        />
      )}
    </ProfileScreen>
  );
}
