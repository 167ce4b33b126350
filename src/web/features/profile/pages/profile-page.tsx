import { Bell, CalendarPlus, Compass, LifeBuoy, LogOut, UserRound, Users } from "lucide";
import { Link } from "react-router";
import { BrandLogo } from "../../../components/brand-mark";
import { Button } from "../../../components/button";
import { Icon } from "../../../components/icon";
import { VerificationBadges } from "../../../components/verification-badges";
import { type MessageKey, useMessages } from "../../../lib/i18n";
import { useLogout } from "../api";
import { MyAttendanceSection } from "../attendance/my-attendance";
import { BlockedMembers } from "../blocked/blocked-members";
import { LinkList, type LinkRowItem } from "../components/link-list";
import { HeroColumns, ProfileHero } from "../components/profile-hero";
import { ProfileScreen } from "../components/profile-screen";
import { HeroColumnsSkeleton } from "../components/profile-skeletons";
import { LanguageSection } from "../language/language-section";
import { YourDataSection } from "../your-data/your-data-section";

const LINKS: (Omit<LinkRowItem, "label"> & { label: MessageKey<"profile"> })[] = [
  { to: "/profile/detail", label: "accountDetails", icon: UserRound },
  { to: "/profile/experience", label: "myExperience", icon: Compass },
  { to: "/profile/companions", label: "myCompanions", icon: Users },
  { to: "/profile/listing", label: "myListings", icon: CalendarPlus },
  { to: "/profile/notifications", label: "notifications", icon: Bell },
  { to: "/profile/trusted-contact", label: "trustedContact", icon: LifeBuoy },
];

function Tagline() {
  const t = useMessages("profile");
  return (
    <div className="mt-12 flex flex-col items-center gap-3 pb-4 text-center">
      <BrandLogo className="size-10 opacity-90" />
      <p className="max-w-xs text-lg font-semibold tracking-tight text-balance text-gray-600">
        {t("tagline")}
      </p>
    </div>
  );
}

/** SPEC 2 "/profile": avatar, name, location, the member's sections and Logout. */
export function ProfilePage() {
  const t = useMessages("profile");
  const { logout, busy } = useLogout();
  return (
    <ProfileScreen title={t("title")} width="medium" skeleton={<HeroColumnsSkeleton rows={6} />}>
      {(user) => (
        <>
          <HeroColumns>
            <ProfileHero label={t("yourProfile")} member={user}>
              <VerificationBadges member={user} className="mt-3 justify-center" />
              {!(user.phoneVerified && user.photoVerified) && (
                // The next check to pass (issue 38): the phone first, then the photo.
                <Link
                  to={user.phoneVerified ? "/profile/photo" : "/profile/phone"}
                  className="mt-2 inline-flex min-h-11 items-center text-sm font-semibold text-brand-700 underline-offset-4 hover:underline"
                >
                  {user.phoneVerified ? t("verifyPhoto") : t("verifyPhone")}
                </Link>
              )}
            </ProfileHero>
            <div className="space-y-4">
              <LinkList
                label={t("yourProfile")}
                items={LINKS.map((link) => ({ ...link, label: t(link.label) }))}
              />
              <Button variant="danger-outline" size="lg" fullWidth busy={busy} onClick={() => void logout()}>
                {!busy && <Icon node={LogOut} aria-hidden="true" className="size-5" />}
                {t("logout")}
              </Button>
            </div>
          </HeroColumns>
          <div className="mt-6 grid grid-cols-1 md:grid-cols-[minmax(0,320px)_minmax(0,1fr)] md:gap-6">
            <div className="space-y-6 md:col-start-2">
              <LanguageSection />
              <MyAttendanceSection />
              <BlockedMembers />
              <YourDataSection />
            </div>
          </div>
          <Tagline />
        </>
      )}
    </ProfileScreen>
  );
}
