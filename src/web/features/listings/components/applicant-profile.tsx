import type { EventSummary, User } from "@shared/contracts/users";
import { CalendarCheck, CalendarHeart, MapPin, Mountain, Sparkles } from "lucide";
import { AttendanceRecordLine } from "../../../components/attendance-record";
import { Avatar } from "../../../components/avatar";
import { ChipGroup } from "../../../components/chip-group";
import { EventImage } from "../../../components/event-image";
import { Icon } from "../../../components/icon";
import { Link } from "../../../components/link";
import { Skeleton } from "../../../components/skeleton";
import { SocialLinkChips } from "../../../components/social-link-chips";
import { TitledSection } from "../../../components/titled-section";
import { VerificationBadges } from "../../../components/verification-badges";
import { eventDaysIn } from "../../../lib/event-times-in-words";
import { ratingText } from "../../../lib/format";
import { type MessageKey, useLanguage, useMessages } from "../../../lib/i18n";
import { locationOf } from "../../../lib/location";
import { useCompatibility } from "../../../lib/queries/compatibility";

// `value` null: still loading (a skeleton, never a wrong "-" for a moment).
function Stat({ label, value }: { label: string; value: string | null }) {
  const t = useMessages("listings");
  return (
    <div className="min-w-0 flex-1 rounded-xl bg-stone-50 px-3 py-2.5 text-center">
      <dt className="text-xs font-medium text-gray-500">{label}</dt>
      <dd className="text-lg font-semibold text-gray-900">
        {value ?? (
          <>
            <Skeleton className="mx-auto my-1 h-5 w-12" />
            <span className="sr-only">{t("statLoading")}</span>
          </>
        )}
      </dd>
    </div>
  );
}

function EventLinks({
  titleKey,
  events,
  icon,
}: {
  titleKey: MessageKey<"listings">;
  events: EventSummary[];
  icon: typeof Sparkles;
}) {
  const t = useMessages("listings");
  const language = useLanguage();
  return (
    <TitledSection title={t(titleKey)} icon={icon}>
      {events.length === 0 ? (
        <p className="mt-3 text-sm text-gray-600">{t("noneYet")}</p>
      ) : (
        <ul className="mt-3 space-y-1">
          {events.map((event) => (
            <li key={event._id}>
              <Link
                to={`/event/${encodeURIComponent(event._id)}`}
                className="-mx-2 flex items-center gap-3 rounded-xl p-2 hover:bg-stone-50 focus-ring"
              >
                <EventImage shape="thumb" src={event.image} className="size-12 shrink-0 rounded-lg" />
                <span className="min-w-0">
                  <span className="block truncate font-medium text-gray-900">{event.name}</span>
                  <span className="block truncate text-sm text-gray-600">{eventDaysIn(language, event)}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </TitledSection>
  );
}

/** The card at the top of the request screen: who is asking. */
// SPEC 2 and 9: the request screen shows a missing host rating as 4 (elsewhere it reads "N/A").
const APPLICANT_DEFAULT_RATING = "4";

export function ApplicantHero({ user }: { user: User }) {
  const t = useMessages("listings");
  const match = useCompatibility(user._id);
  return (
    <section
      aria-label={t("applicant")}
      className="relative overflow-hidden rounded-2xl border border-gray-200/80 bg-white px-5 pt-10 pb-5 text-center shadow-sm"
    >
      <div
        aria-hidden="true"
        className="absolute inset-x-0 top-0 h-20 bg-gradient-to-br from-brand-100 via-amber-50 to-brand-50"
      />
      <div className="relative flex flex-col items-center">
        <Avatar src={user.avatar} size="xl" ring="wide" />
        <h2 className="mt-4 text-xl font-semibold tracking-tight break-words text-gray-900">{user.name}</h2>
        <p className="mt-1 flex flex-wrap items-center justify-center gap-x-2 text-sm text-gray-600">
          <span>{t("gender", { gender: user.gender })}</span>
          <span aria-hidden="true">·</span>
          <span className="inline-flex items-center gap-1">
            <Icon node={MapPin} aria-hidden="true" className="size-4 text-brand-600" />
            {locationOf(user)}
          </span>
        </p>
        <VerificationBadges member={user} className="mt-3 justify-center" />
        <SocialLinkChips links={user.socialLinks} />
        <dl className="mt-5 flex w-full gap-3">
          <Stat
            label={t("match")}
            value={match.loading ? null : match.percent === null ? "-" : `${match.percent}%`}
          />
          {/* SPEC 2 and 9: on this screen a member without a rating shows 4. */}
          <Stat
            label={t("hostRating")}
            value={user.hostRating == null ? APPLICANT_DEFAULT_RATING : ratingText(user.hostRating)}
          />
        </dl>
        <AttendanceRecordLine userId={user._id} className="mt-4" />
      </div>
    </section>
  );
}

/** Photos, scenes and history of the applicant. */
export function ApplicantDetails({ user }: { user: User }) {
  const t = useMessages("listings");
  return (
    <div className="space-y-4">
      {user.profileImages.length > 0 && (
        <TitledSection title={t("photos")} headingClassName="mb-3">
          <ul className="grid grid-cols-3 gap-2">
            {user.profileImages.map((src) => (
              <li key={src}>
                <img
                  src={src}
                  alt=""
                  loading="lazy"
                  className="aspect-square w-full rounded-xl bg-stone-100 object-cover"
                />
              </li>
            ))}
          </ul>
        </TitledSection>
      )}
      <ChipGroup title={t("travelStyle")} icon={Mountain} values={user.scenePreferences} />
      <ChipGroup title={t("idealScenes")} icon={Sparkles} values={user.idealScenes} />
      <EventLinks titleKey="eventsHosted" events={user.eventsHosted} icon={CalendarHeart} />
      <EventLinks titleKey="eventsAttended" events={user.eventsAttended} icon={CalendarCheck} />
    </div>
  );
}
