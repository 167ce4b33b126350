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
import { LISTINGS_PAGE_TEXTS, TEXTS } from "../../../lib/texts";
import { useCreatedEvents, useUpcomingEvents } from "../api";
import { CreatedCard } from "../components/created-card";
import { CardsSkeleton } from "../components/list-states";
import { Notice } from "../components/notice";
import { UpcomingCard } from "../components/upcoming-card";
import type { ListingsTab } from "../paths";

const TABS: ReadonlyArray<{ id: ListingsTab; label: string }> = [
  { id: "upcoming", label: LISTINGS_PAGE_TEXTS.upcoming },
  { id: "created", label: LISTINGS_PAGE_TEXTS.yourEvents },
];

function CreateLink({ floating = false }: { floating?: boolean }) {
  return (
    <Link
      to="/listing/input"
      className={cn(
        buttonClasses(floating ? "floating" : "primary", "lg"),
        floating &&
          "fixed right-4 bottom-[calc(5rem+env(safe-area-inset-bottom))] z-30 md:right-8 md:bottom-8",
      )}
    >
      {TEXTS.createExperience}
    </Link>
  );
}

function UpcomingTab() {
  const { data, error, isPending, refetch, isRefetching } = useUpcomingEvents();
  if (error) return <LoadError error={error} busy={isRefetching} onRetry={() => void refetch()} />;
  if (isPending) return <CardsSkeleton layout="rows" />;
  if (data.length === 0) {
    return (
      <EmptyState
        icon={CalendarHeart}
        text={TEXTS.noUpcoming}
        link={{ to: "/events", text: LISTINGS_PAGE_TEXTS.findExperiences, variant: "secondary" }}
      />
    );
  }
  return (
    <ul
      aria-label={LISTINGS_PAGE_TEXTS.upcomingList}
      className="grid grid-cols-1 gap-3 lg:grid-cols-2 lg:items-start"
    >
      {data.map((event) => (
        <li key={event._id}>
          <UpcomingCard event={event} />
        </li>
      ))}
    </ul>
  );
}

function CreatedTab() {
  const { data, error, isPending, refetch, isRefetching } = useCreatedEvents();
  if (error) return <LoadError error={error} busy={isRefetching} onRetry={() => void refetch()} />;
  if (isPending) return <CardsSkeleton layout="grid" />;
  if (data.length === 0) {
    return <EmptyState icon={CalendarPlus} text={TEXTS.noCreated} action={<CreateLink />} />;
  }
  return (
    <>
      <ul
        aria-label={LISTINGS_PAGE_TEXTS.yourEventsList}
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
  const [params, setParams] = useSearchParams();
  const tab: ListingsTab = params.get("tab") === "created" ? "created" : "upcoming";
  const [notice, dismiss] = useFlashNotice();

  const choose = (next: ListingsTab) =>
    setParams(next === "upcoming" ? {} : { tab: next }, { replace: true, preventScrollReset: true });

  return (
    <div className="mx-auto w-full max-w-[1100px]">
      <PageHeader title={LISTINGS_PAGE_TEXTS.title} />
      {notice && (
        <Notice onDismiss={dismiss} className="mb-4">
          {notice}
        </Notice>
      )}
      <Tabs label={LISTINGS_PAGE_TEXTS.tabs} items={TABS} value={tab} onChange={choose}>
        {tab === "upcoming" ? <UpcomingTab /> : <CreatedTab />}
      </Tabs>
    </div>
  );
}
