import type { EventSummary } from "@shared/contracts/users";
import { BadgeCheck, Cake, CalendarClock, Flag, HeartHandshake, Mail, Phone, Star } from "lucide";
import type { ReactNode } from "react";
import { useParams } from "react-router";
import { Avatar } from "../../../components/avatar";
import { buttonClasses } from "../../../components/button";
import { Card } from "../../../components/card";
import { Icon } from "../../../components/icon";
import { Link } from "../../../components/link";
import { NotLoaded } from "../../../components/load-error";
import { LoadingRegion } from "../../../components/loading-region";
import { PageHeader } from "../../../components/page-header";
import { Skeleton, SkeletonRepeat } from "../../../components/skeleton";
import { TitledSection } from "../../../components/titled-section";
import { VerificationBadges } from "../../../components/verification-badges";
import { cn } from "../../../lib/cn";
import { formatDateIn } from "../../../lib/format";
import { formatNumber, useLanguage, useMessages } from "../../../lib/i18n";
import { trustLine } from "../../../lib/trust-line";
import { IconCircle } from "../icon-circle";
import { type AdminUserProfile, useAdminUser } from "../people/api";
import { AnswerCards } from "../people/components/answers";
import { EventList } from "../people/components/event-list";
import { MemberBadges } from "../people/components/member-badges";
import { MemberDataCard } from "../people/components/member-data-card";
import { ModerationActions } from "../people/components/moderation-actions";
import { PhotoGrid } from "../people/components/photo-grid";
import { ScoredPersonList } from "../people/components/scored-person-list";
import { Section } from "../people/components/section";
import { TravelStyle } from "../people/components/travel-style";
import { hostRatingLabel, personLine } from "../people/format";

/**
 * /admin/user/profile/{id} (SPEC 2): everything about a member for an admin: pictures, travel style,
 * answers, events, matches, flags, private details, the host rating, and ban, unban and unflag.
 */
export function AdminUserProfilePage() {
  const t = useMessages("admin-people");
  const admin = useMessages("admin");
  const language = useLanguage();
  const { id = "" } = useParams();
  const user = useAdminUser(id);
  const data = user.data;

  if (!data) {
    return (
      <>
        <PageHeader title={t("profileTitle")} backTo="/admin" backLabel={t("backToUsers")} />
        <NotLoaded query={user} skeleton={<ProfileSkeleton />} />
      </>
    );
  }

  const handle = data.username ? `@${data.username}` : null;
  return (
    <>
      <PageHeader
        title={data.name}
        subtitle={[handle, personLine(admin, data)].filter(Boolean).join(" · ")}
        backTo="/admin"
        backLabel={t("backToUsers")}
        spacing="md"
      />
      <div className="grid gap-6 md:grid-cols-[minmax(0,1fr)_19rem] md:items-start lg:grid-cols-[minmax(0,1fr)_21rem]">
        <aside
          aria-label={t("accountAndModeration")}
          className="flex flex-col gap-4 md:sticky md:top-22 md:col-start-2 md:row-start-1"
        >
          <AccountCard user={data} />
          <PrivateDetails user={data} />
          {data.role !== "admin" && <MemberDataCard member={data} />}
        </aside>

        <div className="flex min-w-0 flex-col gap-8 md:col-start-1 md:row-start-1">
          <Section title={t("photos")}>
            <PhotoGrid name={data.name} avatar={data.avatar} images={data.profileImages} />
          </Section>
          <Section title={t("travelStyle")}>
            <TravelStyle member={data} />
          </Section>
          <Section title={t("answers")}>
            <AnswerCards details={data.profileDetails} />
          </Section>
          <Section
            title={t("matches")}
            aside={
              data.matches.length > 0
                ? t("topMatches", { count: formatNumber(language, data.matches.length) })
                : undefined
            }
          >
            {data.matches.length > 0 ? (
              <ScoredPersonList
                label={t("matchesOf", { name: data.name })}
                people={data.matches}
                linkTo={(other) =>
                  `/admin/match/${encodeURIComponent(data._id)}/${encodeURIComponent(other._id)}`
                }
              />
            ) : (
              <Quiet>{t(data.isBanned ? "bannedLeftOut" : "noMatches")}</Quiet>
            )}
          </Section>
          <EventsSection title={t("eventsHosted")} events={data.eventsHosted} empty={t("noneHosted")} />
          <EventsSection title={t("eventsAttended")} events={data.eventsAttended} empty={t("noneAttended")} />
        </div>
      </div>
    </>
  );
}

/** The events a member hosted or attended, their number beside the title. */
function EventsSection({ title, events, empty }: { title: string; events: EventSummary[]; empty: string }) {
  const language = useLanguage();
  return (
    <Section title={title} aside={events.length > 0 ? formatNumber(language, events.length) : undefined}>
      <EventList events={events} label={title} empty={empty} />
    </Section>
  );
}

function Quiet({ children }: { children: ReactNode }) {
  return (
    <p className="rounded-2xl border border-dashed border-gray-200 bg-white/60 px-4 py-6 text-center text-sm text-gray-600">
      {children}
    </p>
  );
}

/** The member at a glance, the numbers an admin weighs, and the moderation buttons. */
function AccountCard({ user }: { user: AdminUserProfile }) {
  const t = useMessages("admin-people");
  const admin = useMessages("admin");
  const language = useLanguage();
  const flagTo = `/admin/flag/${encodeURIComponent(user._id)}`;
  const trust = trustLine(user);
  return (
    <Card padding="lg">
      <h2 className="sr-only">{t("accountAndModeration")}</h2>
      <div className="flex items-center gap-4">
        <Avatar src={user.avatar} size="lg" className={user.isBanned ? "grayscale" : undefined} />
        <div className="min-w-0">
          <p className="truncate text-lg font-semibold text-gray-900">{user.name}</p>
          {trust.tone !== "none" && (
            <p
              className={cn(
                "mt-0.5 flex items-center gap-1 text-sm font-medium",
                trust.tone === "verified" ? "text-emerald-700" : "text-gray-600",
              )}
            >
              <Icon node={BadgeCheck} aria-hidden="true" className="size-4 shrink-0" />
              {t(trust.tone === "verified" ? "trustVerifiedUser" : "trustInProgress")}
            </p>
          )}
          <VerificationBadges member={user} size="sm" className="mt-1" />
          {user.isBanned || user.role === "admin" ? (
            <MemberBadges isBanned={user.isBanned} role={user.role} className="mt-1.5" />
          ) : (
            <p className="mt-0.5 flex items-center gap-1.5 text-sm text-gray-600">
              <span aria-hidden="true" className="size-2 rounded-full bg-emerald-500" />
              {t("activeMember")}
            </p>
          )}
        </div>
      </div>

      <dl className="mt-5 grid grid-cols-2 gap-3">
        <Stat icon={<Icon node={Flag} />} label={t("flags")} tone={user.flagCount > 0 ? "warn" : "plain"}>
          {formatNumber(language, user.flagCount)}
        </Stat>
        <Stat icon={<Icon node={Star} />} label={t("hostRating")}>
          {hostRatingLabel(admin, user.hostRating)}
        </Stat>
      </dl>

      <ModerationActions member={user} className="mt-5" />

      <Link
        to={`/admin/people/match/${encodeURIComponent(user._id)}`}
        className={cn(buttonClasses("secondary", "md", true), "mt-2")}
      >
        <Icon node={HeartHandshake} aria-hidden="true" className="size-5 text-brand-600" />
        {t("findMatches")}
      </Link>
      {user.flagCount > 0 && (
        <Link
          to={flagTo}
          className="mt-2 flex min-h-11 items-center justify-center rounded-xl text-sm font-semibold text-amber-800 hover:bg-amber-50 focus-ring"
        >
          {t("reviewFlags", { count: user.flagCount })}
        </Link>
      )}
    </Card>
  );
}

function Stat({
  icon,
  label,
  tone = "plain",
  children,
}: {
  icon: ReactNode;
  label: string;
  tone?: "plain" | "warn";
  children: ReactNode;
}) {
  return (
    <div
      className={cn(
        "rounded-xl px-3 py-2.5",
        tone === "warn" ? "bg-amber-50 text-amber-950" : "bg-stone-100/80 text-gray-900",
      )}
    >
      <dt
        className={cn(
          "flex items-center gap-1.5 text-xs font-semibold whitespace-nowrap [&>svg]:size-3.5",
          tone === "warn" ? "text-amber-800" : "text-gray-600",
        )}
      >
        <span aria-hidden="true" className="contents">
          {icon}
        </span>
        {label}
      </dt>
      <dd className="mt-0.5 text-xl font-semibold tabular-nums">{children}</dd>
    </div>
  );
}

/** Phone, birthday (dd MMM yyyy), email and the joining date: seen by admins only. */
function PrivateDetails({ user }: { user: AdminUserProfile }) {
  const t = useMessages("admin-people");
  const language = useLanguage();
  const rows = [
    { label: t("phone"), icon: Phone, value: user.mobileNo },
    { label: t("birthday"), icon: Cake, value: formatDateIn(language, user.dateOfBirth) },
    { label: t("email"), icon: Mail, value: user.email },
    { label: t("memberSince"), icon: CalendarClock, value: formatDateIn(language, user.createdAt) },
  ];
  return (
    <TitledSection title={t("privateDetails")} size="panel">
      <dl className="mt-3 flex flex-col gap-3">
        {rows.map(({ label, icon: glyph, value }) => (
          <div key={label} className="flex items-start gap-3">
            <IconCircle icon={glyph} className="size-9 bg-brand-50 text-brand-600" iconSize="size-4.5" />
            <div className="min-w-0">
              <dt className="text-xs font-medium text-gray-500">{label}</dt>
              <dd className={cn("text-base break-words", value ? "text-gray-900" : "text-gray-500")}>
                {value || t("notAdded")}
              </dd>
            </div>
          </div>
        ))}
      </dl>
    </TitledSection>
  );
}

/** A section's heading, then `count` placeholders shaped `item` in its `grid` (photos, matches). */
function SectionSkeleton({
  heading,
  grid,
  count,
  item,
}: {
  heading: string;
  grid: string;
  count: number;
  item: string;
}) {
  return (
    <>
      <Skeleton className={heading} />
      <div className={grid}>
        <SkeletonRepeat count={count}>
          <Skeleton className={item} />
        </SkeletonRepeat>
      </div>
    </>
  );
}

function ProfileSkeleton() {
  return (
    <LoadingRegion className="grid gap-6 md:grid-cols-[minmax(0,1fr)_19rem] lg:grid-cols-[minmax(0,1fr)_21rem]">
      <Skeleton className="h-72 w-full rounded-2xl md:col-start-2 md:row-start-1" />
      <div className="flex flex-col gap-4 md:col-start-1 md:row-start-1">
        <SectionSkeleton heading="h-6 w-24" grid="grid grid-cols-3 gap-2" count={3} item="aspect-square" />
        <SectionSkeleton
          heading="h-6 w-32"
          grid="grid gap-3 sm:grid-cols-2"
          count={4}
          item="h-24 rounded-2xl"
        />
      </div>
    </LoadingRegion>
  );
}
