import { HeartHandshake, ShieldCheck } from "lucide";
import { Icon } from "../../../components/icon";
import { Skeleton } from "../../../components/skeleton";
import { cn } from "../../../lib/cn";
import { SOCIAL_NETWORKS } from "../../../lib/social-links";
import { PROFILE_TEXTS, TEXTS } from "../../../lib/texts";
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
