import { HeartCrack, HeartHandshake, SearchX } from "lucide";
import { useId, useState } from "react";
import { useLocation, useNavigate, useParams } from "react-router";
import { EmptyState } from "../../../components/empty-state";
import { QueryError } from "../../../components/load-error";
import { PageHeader } from "../../../components/page-header";
import { SearchField } from "../../../components/search-field";
import { Tabs } from "../../../components/tabs";
import { cn } from "../../../lib/cn";
import { formatNumber, useLanguage, useMessages } from "../../../lib/i18n";
import { DESKTOP_QUERY, useMediaQuery } from "../../../lib/use-media-query";
import { type ScoredPerson, useAdminUser, useMatchmaking } from "../people/api";
import { MemberStrip } from "../people/components/member-strip";
import { SavedNotice } from "../people/components/saved-notice";
import { ScoredPersonList, ScoredPersonListSkeleton } from "../people/components/scored-person-list";
import { filterPeople, type PeopleKey } from "../people/format";

type ListId = "matches" | "opposites";

/** The two lists: SPEC 2's titles, each list's search box and what an empty one says. */
const LISTS: ReadonlyArray<{ id: ListId; title: PeopleKey; search: PeopleKey; empty: PeopleKey }> = [
  {
    id: "matches",
    title: "possibleMatches",
    search: "searchPossibleMatches",
    empty: "noPossibleMatches",
  },
  {
    id: "opposites",
    title: "possibleOpposites",
    search: "searchPossibleOpposites",
    empty: "noPossibleOpposites",
  },
];

/**
 * /admin/people/match/{id} (SPEC 2): "Possible Matches" and "Possible Opposites" of a member, each with
 * its own search box; every entry opens the pair's screen. Tabs on phones, two columns from 768 px.
 */
export function UserMatchesPage() {
  const t = useMessages("admin-people");
  const { id = "" } = useParams();
  const member = useAdminUser(id);
  const lists = useMatchmaking(id);
  const desktop = useMediaQuery(DESKTOP_QUERY) ?? true;
  const [tab, setTab] = useState<ListId>("matches");
  const [queries, setQueries] = useState<Record<ListId, string>>({ matches: "", opposites: "" });

  const location = useLocation();
  const navigate = useNavigate();
  const notice = (location.state as { notice?: unknown } | null)?.notice;

  const pairPath = (other: ScoredPerson) =>
    `/admin/match/${encodeURIComponent(id)}/${encodeURIComponent(other._id)}`;
  const tabs = LISTS.map((list) => ({ id: list.id, label: t(list.title) }));

  const column = (list: (typeof LISTS)[number], withHeading: boolean) => (
    <MatchColumn
      key={list.id}
      list={list.id}
      title={t(list.title)}
      searchLabel={t(list.search)}
      showHeading={withHeading}
      empty={t(list.empty)}
      people={lists.data?.[list.id]}
      loading={lists.isPending}
      query={queries[list.id]}
      onQuery={(value) => setQueries((previous) => ({ ...previous, [list.id]: value }))}
      linkTo={pairPath}
    />
  );

  return (
    <>
      <PageHeader
        title={t("matchmakingTitle")}
        subtitle={t("matchmakingSubtitle")}
        backTo="/admin/people"
        backLabel={t("backToManualMatchmaking")}
        spacing="sm"
      />
      {typeof notice === "string" && notice && (
        <SavedNotice
          className="mb-4"
          onDismiss={() => navigate(`${location.pathname}${location.search}`, { replace: true, state: null })}
        >
          {notice}
        </SavedNotice>
      )}
      {member.isError ? null : <MemberStrip member={member.data} className="mb-6" />}

      {lists.isError ? (
        <QueryError query={lists} />
      ) : desktop ? (
        <div className="grid grid-cols-2 items-start gap-6">{LISTS.map((list) => column(list, true))}</div>
      ) : (
        <Tabs label={t("lists")} items={tabs} value={tab} onChange={setTab} fullWidth>
          {column(LISTS.find((list) => list.id === tab) ?? LISTS[0]!, false)}
        </Tabs>
      )}
    </>
  );
}

type MatchColumnProps = {
  list: ListId;
  title: string;
  searchLabel: string;
  showHeading: boolean;
  empty: string;
  people: ScoredPerson[] | undefined;
  loading: boolean;
  query: string;
  onQuery: (value: string) => void;
  linkTo: (person: ScoredPerson) => string;
};

/** One list with its own client-side search by name or location. */
function MatchColumn({
  list,
  title,
  searchLabel,
  showHeading,
  empty,
  people,
  loading,
  query,
  onQuery,
  linkTo,
}: MatchColumnProps) {
  const t = useMessages("admin-people");
  const language = useLanguage();
  const headingId = useId();
  const shown = people ? filterPeople(people, query) : [];
  const opposites = list === "opposites";

  return (
    <section aria-labelledby={headingId} className="min-w-0">
      <div className={cn("mb-3 flex items-baseline justify-between gap-3", !showHeading && "sr-only")}>
        <h2 id={headingId} className="text-lg font-semibold text-gray-900">
          {title}
        </h2>
        {people && <span className="text-sm text-gray-600">{formatNumber(language, people.length)}</span>}
      </div>
      <SearchField
        label={searchLabel}
        placeholder={t("nameOrLocation")}
        value={query}
        onChange={onQuery}
        className="mb-3"
      />
      {loading ? (
        <ScoredPersonListSkeleton />
      ) : !people || people.length === 0 ? (
        <EmptyState icon={opposites ? HeartCrack : HeartHandshake} text={empty} />
      ) : shown.length === 0 ? (
        <EmptyState icon={SearchX} text={t("noOneFound", { query: query.trim() })} />
      ) : (
        <ScoredPersonList label={title} people={shown} linkTo={linkTo} />
      )}
    </section>
  );
}
