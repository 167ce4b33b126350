import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useSearchParams } from "react-router";
import { PageHeader } from "../../../components/page-header";
import { SearchField } from "../../../components/search-field";
import { Tabs } from "../../../components/tabs";
import { useMessages } from "../../../lib/i18n";
import { newestCompanionsQuery } from "../../../lib/queries/companions";
import { useUnread } from "../../../lib/queries/unread";
import { useNow } from "../../../lib/use-now";
import { myGroupsQuery, usePendingRequests } from "../api";
import { GroupsTab } from "../components/list/groups-tab";
import { PeopleTab } from "../components/list/people-tab";
import { RequestsStrip } from "../components/list/requests-strip";
import { ThreadRowsSkeleton } from "../components/list/thread-row";

type ChatTab = "people" | "groups";

const TABS = [
  { id: "people", label: "people" },
  { id: "groups", label: "groups" },
] as const;

function sum(counts: Record<string, number> | undefined): number {
  return Object.values(counts ?? {}).reduce((total, n) => total + n, 0);
}

/**
 * SPEC 2 "/chat": the join requests strip, then People and Groups tabs with a search box that
 * filters the open tab by name. The tab lives in the URL (?tab=groups), so Back returns to it.
 */
export function ChatPage() {
  const t = useMessages("chat");
  const [params, setParams] = useSearchParams();
  const tab: ChatTab = params.get("tab") === "groups" ? "groups" : "people";
  const [query, setQuery] = useState("");
  const now = useNow();
  const unread = useUnread().data;
  const requests = usePendingRequests();
  const queryClient = useQueryClient();

  // The tabs wait until the requests strip above them is known (it is one small request), so the
  // strip never pushes a painted list down (a layout shift on phones). The open tab's list loads
  // meanwhile, in parallel, not after it.
  useEffect(() => {
    if (tab === "groups") void queryClient.prefetchQuery(myGroupsQuery());
    else void queryClient.prefetchQuery(newestCompanionsQuery());
  }, [queryClient, tab]);

  const changeTab = (next: ChatTab) => {
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === "groups") updated.set("tab", "groups");
        else updated.delete("tab");
        return updated;
      },
      { replace: true, preventScrollReset: true },
    );
  };

  const counts: Record<ChatTab, number> = { people: sum(unread?.users), groups: sum(unread?.groups) };
  const items = TABS.map((item) => ({
    id: item.id,
    label:
      counts[item.id] > 0
        ? t("tabWithUnread", { label: t(item.label), count: counts[item.id] })
        : t(item.label),
  }));
  const clear = () => setQuery("");

  return (
    <>
      <PageHeader title={t("title")} subtitle={t("subtitle")} />
      {requests.isPending ? (
        <ThreadRowsSkeleton square={tab === "groups"} />
      ) : (
        <>
          <RequestsStrip requests={requests.data ?? []} now={now} />
          {/* From 640 px the search box sits beside the tabs; it stays inside the panel it filters. */}
          <div className="relative">
            <Tabs<ChatTab> label={t("tabsLabel")} items={items} value={tab} onChange={changeTab}>
              <SearchField
                label={t(tab === "groups" ? "searchGroups" : "searchPeople")}
                placeholder={t(tab === "groups" ? "searchGroups" : "searchPeople")}
                value={query}
                onChange={setQuery}
                className="mb-4 sm:absolute sm:top-0.5 sm:right-0 sm:mb-0 sm:w-72 lg:w-80"
              />
              {tab === "groups" ? (
                <GroupsTab key="groups" query={query} onClearSearch={clear} now={now} />
              ) : (
                <PeopleTab key="people" query={query} onClearSearch={clear} now={now} />
              )}
            </Tabs>
          </div>
        </>
      )}
    </>
  );
}
