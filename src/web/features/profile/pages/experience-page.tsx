import { Compass } from "lucide";
import { useMessages } from "../../../lib/i18n";
import { ProfileEventsScreen } from "../components/profile-events-screen";

/** SPEC 2 "/profile/experience": the events the member attended. */
export function ExperiencePage() {
  const t = useMessages("account");
  return (
    <ProfileEventsScreen
      title={t("myExperience")}
      label={t("eventsAttended")}
      eventsOf={(user) => user.eventsAttended}
      empty={{
        icon: Compass,
        text: t("noAttended"),
        link: { to: "/events", text: t("exploreEvents") },
      }}
    />
  );
}
