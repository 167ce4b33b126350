import { HeartHandshake, MapPin, Sparkles, Star } from "lucide";
import type { ReactNode } from "react";
import { AttendanceRecordLine } from "../../../components/attendance-record";
import { Avatar } from "../../../components/avatar";
import { Icon } from "../../../components/icon";
import { SocialLinkChips } from "../../../components/social-link-chips";
import { VerificationBadges } from "../../../components/verification-badges";
import { cn } from "../../../lib/cn";
import { useMessages } from "../../../lib/i18n";
import { locationOf } from "../../../lib/location";
import type { MatchedUser } from "../api";
import { genderWords, percentText, ratingWords } from "../people-words";
import { useWhyYouMatch } from "../why-you-match";

/** SPEC 2 lists Instagram and LinkedIn on this screen. */
const NETWORKS = [
  { key: "instagram", label: "Instagram" },
  { key: "linkedin", label: "LinkedIn" },
] as const;

function Stat({
  label,
  value,
  icon: glyph,
  accent,
}: {
  label: string;
  value: string;
  icon: typeof Star;
  accent?: boolean;
}) {
  return (
    <div
      className={cn(
        "flex flex-1 flex-col items-center gap-0.5 rounded-xl px-3 py-3",
        accent ? "bg-brand-50 ring-1 ring-brand-100" : "bg-stone-50 ring-1 ring-stone-100",
      )}
    >
      <dt className="flex items-center gap-1.5 text-xs font-semibold tracking-wide text-gray-600 uppercase">
        <Icon
          node={glyph}
          aria-hidden="true"
          className={cn("size-3.5", accent ? "text-brand-700" : "text-amber-500")}
        />
        {label}
      </dt>
      <dd
        className={cn(
          "text-2xl font-bold tracking-tight tabular-nums",
          accent ? "text-brand-700" : "text-gray-900",
        )}
      >
        {value}
      </dd>
    </div>
  );
}

export type PersonHeroProps = {
  user: MatchedUser;
  /** True on one's own profile: no compatibility percent and no "why you match". */
  isSelf: boolean;
  /** The "Say Hello" button and its neighbours. */
  actions?: ReactNode;
};

/** Who this is: avatar, name, gender, place, social links, the two numbers and why you match. */
export function PersonHero({ user, isSelf, actions }: PersonHeroProps) {
  const t = useMessages("people");
  const why = useWhyYouMatch()(user);
  const place = locationOf(user);
  return (
    <section
      aria-labelledby="person-name"
      className="relative overflow-hidden rounded-2xl border border-gray-200/80 bg-white px-5 pt-10 pb-5 text-center shadow-sm md:px-6"
    >
      <div
        aria-hidden="true"
        className="absolute inset-x-0 top-0 h-24 bg-gradient-to-br from-brand-200 via-amber-100 to-brand-50"
      />
      <div className="relative flex flex-col items-center">
        <Avatar src={user.avatar} name={user.name} size="2xl" ring="wide" />
        <h1
          id="person-name"
          className="mt-4 text-2xl font-semibold tracking-tight text-balance break-words text-gray-900"
        >
          {user.name}
        </h1>
        <p className="mt-1 flex flex-wrap items-center justify-center gap-x-2 gap-y-1 text-sm text-gray-600">
          {user.gender && <span>{genderWords(t, user.gender)}</span>}
          {user.gender && place && <span aria-hidden="true">·</span>}
          {place && (
            <span className="inline-flex items-center gap-1">
              <Icon node={MapPin} aria-hidden="true" className="size-4 text-brand-600" />
              <span className="sr-only">{t("currentLocation")} </span>
              {place}
            </span>
          )}
        </p>
        <VerificationBadges member={user} className="mt-3 justify-center" />
        <SocialLinkChips links={user.socialLinks} networks={NETWORKS} prominent />
        <dl className="mt-5 flex w-full gap-3">
          {!isSelf && (
            <Stat
              label={t("compatibility")}
              value={user.compatibilityFailed ? t("notAvailable") : percentText(t, user.matchPercentage)}
              icon={HeartHandshake}
              accent
            />
          )}
          <Stat label={t("hostRating")} value={ratingWords(t, user.hostRating)} icon={Star} />
        </dl>
        <AttendanceRecordLine userId={user._id} className="mt-4" />
        {!isSelf && why && (
          <div className="mt-4 flex w-full items-start gap-3 rounded-xl bg-gradient-to-br from-brand-50 to-amber-50 px-4 py-3 text-left ring-1 ring-brand-100">
            <Icon node={Sparkles} aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-600" />
            <p className="text-sm text-gray-800">
              <span className="block text-xs font-semibold tracking-wide text-brand-700 uppercase">
                {t("whyYouMatch")}
              </span>
              {why}
            </p>
          </div>
        )}
        {actions && <div className="mt-5 w-full">{actions}</div>}
      </div>
    </section>
  );
}
