import { ChevronRight, HeartHandshake, LifeBuoy, ShieldCheck, Smartphone } from "lucide";
import { Link } from "react-router";
import { Icon } from "../../../components/icon";
import { PhoneVerifiedBadge } from "../../../components/phone-verified-badge";
import { Skeleton } from "../../../components/skeleton";
import { cn } from "../../../lib/cn";
import { SOCIAL_NETWORKS } from "../../../lib/social-links";
import { PHONE_TEXTS, PROFILE_TEXTS, TEXTS, TRUSTED_CONTACT_TEXTS } from "../../../lib/texts";
import { ProfileScreen } from "../components/profile-screen";
import { FieldsSkeleton } from "../components/profile-skeletons";
import { SocialHandleRow } from "../components/social-handle-row";

function VerificationCard({ verified }: { verified: boolean }) {
  const glyph = verified ? ShieldCheck : HeartHandshake;
  return (
    <section
      aria-label={PROFILE_TEXTS.verification}
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
        <p className="text-xs font-medium tracking-wide text-gray-600 uppercase">
          {PROFILE_TEXTS.verification}
        </p>
        <p className="text-base font-semibold text-gray-900">
          {verified ? TEXTS.verifiedUser : TEXTS.trustGoodVibes}
        </p>
      </div>
    </section>
  );
}

// The phone check (issue 38): the badge, or the way to the verification screen.
export function PhoneCheckRow({ verified }: { verified: boolean }) {
  return (
    <Link
      to="/profile/phone"
      className="flex min-h-16 items-center gap-4 rounded-2xl border border-gray-200/80 bg-white p-4 shadow-sm hover:bg-stone-50 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none"
    >
      <Icon node={Smartphone} aria-hidden="true" className="size-6 shrink-0 text-brand-600" />
      <span className="min-w-0 flex-1">
        {verified ? (
          <PhoneVerifiedBadge />
        ) : (
          <>
            <span className="block text-base font-semibold text-gray-900">{PHONE_TEXTS.title}</span>
            <span className="block text-sm text-gray-600">{PHONE_TEXTS.notVerified}</span>
          </>
        )}
      </span>
      <Icon node={ChevronRight} aria-hidden="true" className="size-5 shrink-0 text-gray-400" />
    </Link>
  );
}

// The person Help and "Home safe?" tell (issue 38 item 7): its own screen.
function TrustedContactRow() {
  return (
    <Link
      to="/profile/trusted-contact"
      className="flex min-h-16 items-center gap-4 rounded-2xl border border-gray-200/80 bg-white p-4 shadow-sm hover:bg-stone-50 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none"
    >
      <Icon node={LifeBuoy} aria-hidden="true" className="size-6 shrink-0 text-brand-600" />
      <span className="min-w-0 flex-1">
        <span className="block text-base font-semibold text-gray-900">{TRUSTED_CONTACT_TEXTS.rowTitle}</span>
        <span className="block text-sm text-gray-600">{TRUSTED_CONTACT_TEXTS.rowHint}</span>
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
  return (
    <ProfileScreen title={TEXTS.trustAndSafety} backTo="/profile/detail" skeleton={<TrustSkeleton />}>
      {(user) => (
        <div className="space-y-6">
          <VerificationCard verified={Boolean(user.trustVerification)} />
          {user.phoneVerified !== undefined && <PhoneCheckRow verified={user.phoneVerified} />}
          <TrustedContactRow />
          <section aria-labelledby="social-handles">
            <h2 id="social-handles" className="mb-3 text-base font-semibold text-gray-900">
              {PROFILE_TEXTS.socialHandles}
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
