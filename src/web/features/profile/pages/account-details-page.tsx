import { CalendarCheck, HeartHandshake, Plane, ShieldCheck, Star, UserRound } from "lucide";
import { Icon } from "../../../components/icon";
import { SkeletonLines } from "../../../components/skeleton";
import { type MessageKey, type Translate, useMessages } from "../../../lib/i18n";
import { LinkList, type LinkRowItem } from "../components/link-list";
import { HeroColumns, ProfileHero } from "../components/profile-hero";
import { ProfileScreen } from "../components/profile-screen";
import { HeroColumnsSkeleton } from "../components/profile-skeletons";
import { UpiIdForm } from "../upi-id/upi-id-form";

// SPEC 2: the first three sections are shown as done, Trust & Safety as not done.
const SECTIONS: (Omit<LinkRowItem, "label"> & { label: MessageKey<"account"> })[] = [
  { to: "/profile/detail/about", label: "aboutYou", icon: UserRound, done: true },
  { to: "/profile/detail/preference", label: "travelPreferences", icon: Plane, done: true },
  { to: "/profile/detail/matching", label: "companionMatching", icon: HeartHandshake, done: true },
  { to: "/profile/detail/trust", label: "trustAndSafety", icon: ShieldCheck, done: false },
];

/** SPEC 2: a host rating, or "N/R" while the member has none. */
export function hostRatingText(t: Translate<"account">, rating: number | null | undefined): string {
  return typeof rating === "number" && Number.isFinite(rating) ? rating.toFixed(1) : t("notRated");
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

/** SPEC 2 "/profile/detail". SPEC 8: a failed load removes the access token and goes to /signin. */
export function AccountDetailsPage() {
  const t = useMessages("account");
  return (
    <ProfileScreen
      title={t("accountDetails")}
      backTo="/profile"
      width="medium"
      onFailure="signin"
      skeleton={
        <HeroColumnsSkeleton rows={4}>
          <SkeletonLines className="mt-3 grid w-full grid-cols-2 gap-3" lines={["h-16", "h-16"]} />
        </HeroColumnsSkeleton>
      }
    >
      {(user) => (
        <HeroColumns>
          <ProfileHero label={t("yourProfile")} member={user}>
            <dl className="mt-5 grid w-full grid-cols-2 gap-3">
              <Stat
                label={t("eventsHosted")}
                value={String(user.eventsHosted?.length ?? 0)}
                icon={CalendarCheck}
              />
              <Stat label={t("hostRating")} value={hostRatingText(t, user.hostRating)} icon={Star} />
            </dl>
          </ProfileHero>
          <div className="space-y-6">
            <LinkList
              label={t("accountSections")}
              items={SECTIONS.map((section) => ({ ...section, label: t(section.label) }))}
              marks={{ done: t("done"), notDone: t("notDone") }}
            />
            <UpiIdForm userId={user._id} upiId={user.upiId ?? null} />
          </div>
        </HeroColumns>
      )}
    </ProfileScreen>
  );
}
