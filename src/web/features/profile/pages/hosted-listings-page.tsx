import { CalendarPlus } from "lucide";
import { PROFILE_TEXTS, TEXTS } from "../../../lib/texts";
import { ProfileEventsScreen } from "../components/profile-events-screen";

/** SPEC 2 "/profile/listing" (My Listings): the events the member hosted. */
export function HostedListingsPage() {
  return (
    <ProfileEventsScreen
      title={TEXTS.myListings}
      label={PROFILE_TEXTS.eventsHosted}
      eventsOf={(user) => user.eventsHosted}
      empty={{
        icon: CalendarPlus,
        text: TEXTS.noHosted,
        link: { to: "/listing/input", text: TEXTS.createExperience },
      }}
    />
  );
}
