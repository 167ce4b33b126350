import { CalendarPlus } from "lucide";
import { useMessages } from "../../../lib/i18n";
import { ProfileEventsScreen } from "../components/profile-events-screen";

/** SPEC 2 "/profile/listing" (My Listings): the events the member hosted. */
export function HostedListingsPage() {
  const t = useMessages("account");
  return (
    <ProfileEventsScreen
      title={t("myListings")}
      label={t("eventsHosted")}
      eventsOf={(user) => user.eventsHosted}
      empty={{
        icon: CalendarPlus,
        text: t("noHosted"),
        link: { to: "/listing/input", text: t("createExperience") },
      }}
    />
  );
}
