import { ChevronRight, HeartHandshake, LifeBuoy, ScanFace, ShieldCheck, Smartphone } from "lucide";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { Icon, type IconNode } from "../../../components/icon";
import { Skeleton } from "../../../components/skeleton";
import { VerifiedBadge } from "../../../components/verified-badge";
import { cn } from "../../../lib/cn";
import { type MessageKey, useMessages } from "../../../lib/i18n";
import { SOCIAL_NETWORKS } from "../../../lib/social-links";
import { type TrustLine, trustLine } from "../../../lib/trust-line";
import { ProfileScreen } from "../components/profile-screen";
import { FieldsSkeleton } from "../components/profile-skeletons";
import { SocialHandleRow } from "../components/social-handle-row";

// The trust line's words in the profile's catalogue (the SPEC's, word for word, in English).
const TRUST_KEYS: Record<TrustLine["tone"], MessageKey<"profile">> = {
  verified: "trustVerifiedUser",
  progress: "trustInProgress",
  none: "trustGoodVibes",
};
const NEXT_KEYS: Record<NonNullable<TrustLine["next"]>, MessageKey<"profile">> = {
  phone: "trustNextPhone",
  photo: "trustNextPhoto",
};

// The SPEC's trust line as ADR 0047 reads it: "Verified user" once both checks passed, "Verification
// in progress" with the next step for a member who asked for it, or the SPEC's good vibes.
function VerificationCard({ user }: { user: Parameters<typeof trustLine>[0] }) {
  const t = useMessages("account");
  const words = useMessages("profile");
  const trust = trustLine(user);
  const verified = trust.tone === "verified";
  const glyph = verified ? ShieldCheck : HeartHandshake;
  return (
    <section
      aria-label={t("verification")}
      className={cn(
        "flex items-center gap-4 rounded-2xl border p-5 shadow-sm",
        verified ? "border-emerald-200 bg-emerald-50" : "border-brand-200 bg-brand-50",
      )}
    >
      <span
        className={cn(
          "flex size-12 shrink-0 items-center justify-center rounded-full bg-white",
          verified ? "text-emerald-600" : "text-brand-600",
        )}
      >
        <Icon node={glyph} aria-hidden="true" className="size-6" />
      </span>
      <div className="min-w-0">
        <p className="text-xs font-medium tracking-wide text-gray-600 uppercase">{t("verification")}</p>
        <p className="text-base font-semibold text-gray-900">{words(TRUST_KEYS[trust.tone])}</p>
        {/* The rows below lead to each check. */}
        {trust.next && <p className="mt-1 text-sm text-gray-700">{words(NEXT_KEYS[trust.next])}</p>}
      </div>
    </section>
  );
}

// A check of issue 38 (the phone, the photo): its badge once passed, or the way to its screen.
function CheckRow({
  to,
  icon,
  badge,
  title,
  hint,
}: {
  to: string;
  icon: IconNode;
  /** The badge when passed; null when not. */
  badge: ReactNode;
  title: string;
  hint: string;
}) {
  return (
    <Link
      to={to}
      className="flex min-h-16 items-center gap-4 rounded-2xl border border-gray-200/80 bg-white p-4 shadow-sm hover:bg-stone-50 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none"
    >
      <Icon node={icon} aria-hidden="true" className="size-6 shrink-0 text-brand-600" />
      <span className="min-w-0 flex-1">
        {badge ?? (
          <>
            <span className="block text-base font-semibold text-gray-900">{title}</span>
            <span className="block text-sm text-gray-600">{hint}</span>
          </>
        )}
      </span>
      <Icon node={ChevronRight} aria-hidden="true" className="size-5 shrink-0 text-gray-400" />
    </Link>
  );
}

// The person Help and "Home safe?" tell (issue 38 item 7): its own screen.
function TrustedContactRow() {
  const t = useMessages("account");
  return (
    <Link
      to="/profile/trusted-contact"
      className="flex min-h-16 items-center gap-4 rounded-2xl border border-gray-200/80 bg-white p-4 shadow-sm hover:bg-stone-50 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none"
    >
      <Icon node={LifeBuoy} aria-hidden="true" className="size-6 shrink-0 text-brand-600" />
      <span className="min-w-0 flex-1">
        <span className="block text-base font-semibold text-gray-900">{t("trustedContact")}</span>
        <span className="block text-sm text-gray-600">{t("trustedContactHint")}</span>
      </span>
      <Icon node={ChevronRight} aria-hidden="true" className="size-5 shrink-0 text-gray-400" />
    </Link>
  );
}

function TrustSkeleton() {
  return (
    <div className="space-y-6">
      <Skeleton className="h-[88px] rounded-2xl" />
      <FieldsSkeleton rows={3} />
    </div>
  );
}

/** SPEC 2 "Trust": the verification choice and the three social handles. */
export function TrustPage() {
  const t = useMessages("account");
  return (
    <ProfileScreen title={t("trustAndSafety")} backTo="/profile/detail" skeleton={<TrustSkeleton />}>
      {(user) => (
        <div className="space-y-6">
          <VerificationCard user={user} />
          <CheckRow
            to="/profile/phone"
            icon={Smartphone}
            badge={user.phoneVerified ? <VerifiedBadge check="phone" /> : null}
            title={t("verifyPhone")}
            hint={t("phoneNotVerified")}
          />
          <CheckRow
            to="/profile/photo"
            icon={ScanFace}
            badge={user.photoVerified ? <VerifiedBadge check="photo" /> : null}
            title={t("verifyPhoto")}
            hint={t("photoNotVerified")}
          />
          <TrustedContactRow />
          <section aria-labelledby="social-handles">
            <h2 id="social-handles" className="mb-3 text-base font-semibold text-gray-900">
              {t("socialHandles")}
            </h2>
            <dl className="divide-y divide-gray-100 rounded-2xl border border-gray-200/80 bg-white shadow-sm">
              {SOCIAL_NETWORKS.map(({ key, label }) => (
                <SocialHandleRow key={key} network={key} label={label} handle={user.socialLinks?.[key]} />
              ))}
            </dl>
          </section>
        </div>
      )}
    </ProfileScreen>
  );
}
