import { Compass } from "lucide";
import { buttonClasses } from "../../../components/button";
import { Link } from "../../../components/link";
import { PROFILE_TEXTS, TEXTS } from "../../../lib/texts";
import { EventSummaryList } from "../components/event-summary-list";
import { ProfileScreen } from "../components/profile-screen";
import { CardsSkeleton } from "../components/profile-skeletons";

/** SPEC 2 "/profile/experience": the events the member attended. */
export function ExperiencePage() {
  return (
    <ProfileScreen
      title={TEXTS.myExperience}
      backTo="/profile"
      width="wide"
      skeleton={<CardsSkeleton cards={3} />}
    >
      {(user) => (
        <EventSummaryList
          label={PROFILE_TEXTS.eventsAttended}
          events={user.eventsAttended ?? []}
          empty={{
            icon: Compass,
            text: TEXTS.noAttended,
            action: (
              <Link to="/events" className={buttonClasses("primary")}>
                {PROFILE_TEXTS.exploreEvents}
              </Link>
            ),
          }}
        />
      )}
    </ProfileScreen>
  );
}
