import { CalendarCheck, HeartHandshake, Plane, ShieldCheck, Star, UserRound } from "lucide";
import { Icon } from "../../../components/icon";
import { SkeletonLines } from "../../../components/skeleton";
import { locationOf } from "../../../lib/location";
import { PROFILE_TEXTS, TEXTS } from "../../../lib/texts";
import { LinkList, type LinkRowItem } from "../components/link-list";
import { ProfileHero } from "../components/profile-hero";
import { ProfileScreen } from "../components/profile-screen";
import { HeroSkeleton, RowsSkeleton } from "../components/profile-skeletons";
import { UpiIdForm } from "../upi-id/upi-id-form";

// SPEC 2: the first three sections are shown as done, Trust & Safety as not done.
const SECTIONS: LinkRowItem[] = [
  { to: "/profile/detail/about", label: TEXTS.aboutYou, icon: UserRound, done: true },
  { to: "/profile/detail/preference", label: TEXTS.travelPreferences, icon: Plane, done: true },
  { to: "/profile/detail/matching", label: TEXTS.companionMatching, icon: HeartHandshake, done: true },
  { to: "/profile/detail/trust", label: TEXTS.trustAndSafety, icon: ShieldCheck, done: false },
];

/** SPEC 2: a host rating, or "N/R" while the member has none. */
export function hostRatingText(rating: number | null | undefined): string {
  return typeof rating === "number" && Number.isFinite(rating) ? rating.toFixed(1) : TEXTS.notRated;
}

function Stat({ label, value, icon: glyph }: { label: string; value: string; icon: typeof Star }) {
  return (
    <div className="flex flex-col items-center gap-1 rounded-xl bg-stone-50 px-3 py-3">
      <dt className="order-2 text-xs font-medium text-gray-600">{label}</dt>
      <dd className="order-1 flex items-center gap-1.5 text-xl font-semibold text-gray-900">
        <Icon node={glyph} aria-hidden="true" className="size-5 text-brand-600" />
        {value}
      </dd>
    </div>
  );
}

function AccountSkeleton() {
  return (
    <div className="grid gap-6 md:grid-cols-[minmax(0,320px)_minmax(0,1fr)] md:items-start">
      <HeroSkeleton>
        <SkeletonLines className="mt-3 grid w-full grid-cols-2 gap-3" lines={["h-16", "h-16"]} />
      </HeroSkeleton>
      <RowsSkeleton rows={4} />
    </div>
  );
}

/** SPEC 2 "/profile/detail". SPEC 8: a failed load removes the access token and goes to /signin. */
export function AccountDetailsPage() {
  return (
    <ProfileScreen
      title={TEXTS.accountDetails}
      backTo="/profile"
      width="medium"
      onFailure="signin"
      skeleton={<AccountSkeleton />}
    >
      {(user) => (
        <div className="grid gap-6 md:grid-cols-[minmax(0,320px)_minmax(0,1fr)] md:items-start">
          <ProfileHero name={user.name} avatar={user.avatar} location={locationOf(user)}>
            <dl className="mt-5 grid w-full grid-cols-2 gap-3">
              <Stat
                label={PROFILE_TEXTS.eventsHosted}
                value={String(user.eventsHosted?.length ?? 0)}
                icon={CalendarCheck}
              />
              <Stat label={PROFILE_TEXTS.hostRating} value={hostRatingText(user.hostRating)} icon={Star} />
            </dl>
          </ProfileHero>
          <div className="space-y-6">
            <LinkList label={PROFILE_TEXTS.accountSections} items={SECTIONS} />
            <UpiIdForm userId={user._id} upiId={user.upiId ?? null} />
          </div>
        </div>
      )}
    </ProfileScreen>
  );
}
