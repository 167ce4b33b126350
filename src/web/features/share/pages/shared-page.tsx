import type { SafetyState } from "@shared/contracts/share";
import { CalendarDays, CircleAlert, CircleCheck, Clock, MapPin, XCircle } from "lucide";
import { useEffect } from "react";
import { useParams } from "react-router";
import { Avatar } from "../../../components/avatar";
import { BrandLogo } from "../../../components/brand-mark";
import { Button } from "../../../components/button";
import { CenteredMessage } from "../../../components/centered-message";
import { ErrorBox } from "../../../components/error-box";
import { Fact } from "../../../components/fact";
import { Icon, type IconNode } from "../../../components/icon";
import { LanguagePicker } from "../../../components/language-picker";
import { LoadingRegion } from "../../../components/loading-region";
import { Skeleton } from "../../../components/skeleton";
import { cn } from "../../../lib/cn";
import { eventDaysIn, eventTimeIn } from "../../../lib/event-times-in-words";
import { type Language, type Translate, useLanguage, useMessages } from "../../../lib/i18n";
import { documentTitle } from "../../../lib/texts";
import { isGone, type SharedExperience, useSharedExperience } from "../api";
import { indiaDateTimeIn } from "../format";

// The contact reads it in their own language, without an account: the one the app started in (a
// choice made on this device, else the browser's, ADR 0053), which the picker in the header changes.

// Search engines keep out (the server says so too, X-Robots-Tag); the address is a secret. The tab's
// title follows the language (t changes with it).
function useNoIndex(t: Translate<"share">) {
  useEffect(() => {
    const meta = document.createElement("meta");
    meta.name = "robots";
    meta.content = "noindex, nofollow";
    document.head.append(meta);
    return () => meta.remove();
  }, []);
  useEffect(() => {
    document.title = documentTitle(t("pageTitle"));
  }, [t]);
}

const STATE_STYLE: Record<SafetyState["status"], { icon: IconNode; box: string }> = {
  not_checked_in: { icon: Clock, box: "border-gray-200 bg-stone-50 text-gray-800" },
  arrived: { icon: MapPin, box: "border-brand-200 bg-brand-50 text-brand-900" },
  home_safe: { icon: CircleCheck, box: "border-emerald-200 bg-emerald-50 text-emerald-800" },
  not_confirmed: { icon: CircleAlert, box: "border-amber-300 bg-amber-50 text-amber-900" },
  cancelled: { icon: XCircle, box: "border-gray-200 bg-stone-100 text-gray-700" },
};

// Times carry their day ("14 Jun 2026, 7:30 PM"): a contact reads the page the day after too.
function stateLine(t: Translate<"share">, language: Language, state: SafetyState): string {
  const at = (iso: string | null) => (iso ? indiaDateTimeIn(language, iso) : "");
  switch (state.status) {
    case "arrived":
      return t("arrived", { time: at(state.at) });
    case "home_safe":
      return t("homeSafe", { time: at(state.at) });
    case "not_confirmed":
      return state.at ? t("notConfirmedAfterArriving", { when: at(state.at) }) : t("notConfirmed");
    case "not_checked_in":
      return t("notCheckedIn");
    case "cancelled":
      return t("cancelled");
  }
}

function StateLine({ state }: { state: SafetyState }) {
  const t = useMessages("share");
  const language = useLanguage();
  const { icon: glyph, box } = STATE_STYLE[state.status];
  return (
    <div className={cn("flex items-start gap-3 rounded-2xl border px-4 py-3", box)}>
      <Icon node={glyph} aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <div className="min-w-0">
        <p className="text-xs font-semibold tracking-wide uppercase opacity-80">{t("status")}</p>
        <p className="text-base font-semibold" data-testid="safety-state">
          {stateLine(t, language, state)}
        </p>
      </div>
    </div>
  );
}

function Shared({ shared }: { shared: SharedExperience }) {
  const t = useMessages("share");
  const language = useLanguage();
  return (
    <article className="flex flex-col gap-4 rounded-3xl border border-gray-200/80 bg-white p-5 shadow-sm md:p-6">
      <h1 className="text-2xl font-semibold tracking-tight text-balance text-gray-900">{shared.name}</h1>
      <div aria-live="polite">
        <StateLine state={shared.state} />
      </div>
      <div className="divide-y divide-gray-100">
        <Fact icon={CalendarDays} label={t("when")}>
          <span className="block">{eventDaysIn(language, shared)}</span>
          <span className="block text-sm text-gray-600">
            {t("startsAt", { time: eventTimeIn(language, shared.time) })}
          </span>
        </Fact>
        <Fact icon={MapPin} label={t("where")}>
          {shared.meetingPoint && <span className="block font-semibold">{shared.meetingPoint}</span>}
          <span className="block">{shared.place}</span>
        </Fact>
        <div className="flex items-center gap-3 py-3">
          <Avatar src={shared.host.picture} size="md" />
          <div className="min-w-0">
            <p className="text-xs font-semibold tracking-wide text-gray-500 uppercase">{t("hostedBy")}</p>
            <p className="truncate text-base font-semibold text-gray-900">{shared.host.firstName}</p>
          </div>
        </div>
      </div>
      <p className="text-sm text-gray-600">
        {t("expires", { when: indiaDateTimeIn(language, shared.expiresAt) })}
      </p>
    </article>
  );
}

function SharedSkeleton() {
  const t = useMessages("share");
  return (
    <LoadingRegion label={t("pageTitle")} className="flex flex-col gap-4 rounded-3xl bg-white p-5 shadow-sm">
      <Skeleton className="h-8 w-3/4" />
      <Skeleton className="h-16 w-full rounded-2xl" />
      <Skeleton className="h-12 w-full" />
      <Skeleton className="h-12 w-full" />
    </LoadingRegion>
  );
}

/** /share/{token}: what a member's trusted contact sees, without an account (ADR 0024). */
export function SharedExperiencePage() {
  const { token = "" } = useParams();
  const query = useSharedExperience(token);
  const t = useMessages("share");
  useNoIndex(t);

  if (query.isError && isGone(query.error))
    return (
      <CenteredMessage title={t("goneTitle")}>
        <p>{t("goneBody")}</p>
      </CenteredMessage>
    );

  return (
    <main className="min-h-dvh bg-stone-50 px-4 py-6 md:py-12">
      <div className="mx-auto flex w-full max-w-md flex-col gap-5">
        <header className="flex flex-col gap-3">
          <div className="flex items-center justify-between gap-3">
            <BrandLogo className="size-10" />
            <LanguagePicker label={t("language")} />
          </div>
          <div>
            <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{t("pageTitle")}</p>
            <p className="mt-1 text-base text-gray-700">{t("pageIntro")}</p>
          </div>
        </header>
        {query.data ? (
          <Shared shared={query.data} />
        ) : query.isError ? (
          <ErrorBox
            action={
              <Button variant="secondary" onClick={() => void query.refetch()}>
                {t("retry")}
              </Button>
            }
          >
            {t("loadFailed")}
          </ErrorBox>
        ) : (
          <SharedSkeleton />
        )}
        <p className="text-center text-xs text-gray-500">{t("privacy")}</p>
      </div>
    </main>
  );
}
