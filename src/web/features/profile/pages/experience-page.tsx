import { Compass } from "lucide";
import { PROFILE_TEXTS, TEXTS } from "../../../lib/texts";
import { ProfileEventsScreen } from "../components/profile-events-screen";

/** SPEC 2 "/profile/experience": the events the member attended. */
export function ExperiencePage() {
  return (
    <ProfileEventsScreen
      title={TEXTS.myExperience}
      label={PROFILE_TEXTS.eventsAttended}
      eventsOf={(user) => user.eventsAttended}
      empty={{
        icon: Compass,
        text: TEXTS.noAttended,
        link: { to: "/events", text: PROFILE_TEXTS.exploreEvents },
      }}
    />
  );
}
