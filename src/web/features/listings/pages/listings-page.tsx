import { CalendarHeart, CalendarPlus } from "lucide";
import { useSearchParams } from "react-router";
import { buttonClasses } from "../../../components/button";
import { EmptyState } from "../../../components/empty-state";
import { Link } from "../../../components/link";
import { LoadError } from "../../../components/load-error";
import { PageHeader } from "../../../components/page-header";
import { Tabs } from "../../../components/tabs";
import { cn } from "../../../lib/cn";
import { useFlashNotice } from "../../../lib/flash";
import { type MessageKey, useMessages } from "../../../lib/i18n";
import { useCreatedEvents, useUpcomingEvents } from "../api";
import { CreatedCard } from "../components/created-card";
import { CardsSkeleton } from "../components/list-states";
import { Notice } from "../components/notice";
import { UpcomingCard } from "../components/upcoming-card";
import type { ListingsTab } from "../paths";

const TABS: ReadonlyArray<{ id: ListingsTab; label: MessageKey<"listings"> }> = [
  { id: "upcoming", label: "upcoming" },
  { id: "created", label: "yourEvents" },
];

function CreateLink({ floating = false }: { floating?: boolean }) {
  const t = useMessages("listings");
  return (
    <Link
      to="/listing/input"
      className={cn(
        buttonClasses(floating ? "floating" : "primary", "lg"),
        floating &&
          "fixed right-4 bottom-[calc(5rem+env(safe-area-inset-bottom))] z-30 md:right-8 md:bottom-8",
      )}
    >
      {t("createExperience")}
    </Link>
  );
}

function UpcomingTab() {
  const t = useMessages("listings");
  const { data, error, isPending, refetch, isRefetching } = useUpcomingEvents();
  if (error) return <LoadError error={error} busy={isRefetching} onRetry={() => void refetch()} />;
  if (isPending) return <CardsSkeleton layout="rows" label={t("loading")} />;
  if (data.length === 0) {
    return (
      <EmptyState
        icon={CalendarHeart}
        text={t("noUpcoming")}
        link={{ to: "/events", text: t("findExperiences"), variant: "secondary" }}
      />
    );
  }
  return (
    <ul aria-label={t("upcomingList")} className="grid grid-cols-1 gap-3 lg:grid-cols-2 lg:items-start">
      {data.map((event) => (
        <li key={event._id}>
          <UpcomingCard event={event} />
        </li>
      ))}
    </ul>
  );
}

function CreatedTab() {
  const t = useMessages("listings");
  const { data, error, isPending, refetch, isRefetching } = useCreatedEvents();
  if (error) return <LoadError error={error} busy={isRefetching} onRetry={() => void refetch()} />;
  if (isPending) return <CardsSkeleton layout="grid" label={t("loading")} />;
  if (data.length === 0) {
    return <EmptyState icon={CalendarPlus} text={t("noCreated")} action={<CreateLink />} />;
  }
  return (
    <>
      <ul
        aria-label={t("yourEventsList")}
        className="grid grid-cols-1 gap-4 pb-20 sm:grid-cols-2 lg:grid-cols-3"
      >
        {data.map((event) => (
          <li key={event._id}>
            <CreatedCard event={event} />
          </li>
        ))}
      </ul>
      <CreateLink floating />
    </>
  );
}

/** SPEC 2 "/listing": what the member joined (Upcoming) and what they host (Your Events). */
export function ListingsPage() {
  const t = useMessages("listings");
  const [params, setParams] = useSearchParams();
  const tab: ListingsTab = params.get("tab") === "created" ? "created" : "upcoming";
  const [notice, dismiss] = useFlashNotice();

  const choose = (next: ListingsTab) =>
    setParams(next === "upcoming" ? {} : { tab: next }, { replace: true, preventScrollReset: true });

  return (
    <div className="mx-auto w-full max-w-[1100px]">
      <PageHeader title={t("title")} />
      {notice && (
        <Notice onDismiss={dismiss} className="mb-4">
          {notice}
        </Notice>
      )}
      <Tabs
        label={t("tabs")}
        items={TABS.map((item) => ({ ...item, label: t(item.label) }))}
        value={tab}
        onChange={choose}
      >
        {tab === "upcoming" ? <UpcomingTab /> : <CreatedTab />}
      </Tabs>
    </div>
  );
}
