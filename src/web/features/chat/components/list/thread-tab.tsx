import type { LastMessage } from "@shared/contracts/chat";
import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { EmptyState, type EmptyStateProps } from "../../../../components/empty-state";
import { QueryError } from "../../../../components/load-error";
import { useMessages } from "../../../../lib/i18n";
import { failureSentence } from "../../../../lib/server-sentence";
import { CHAT_SENTENCES } from "../../chat-sentences";
import { byLastActivity, matchesName } from "./format";
import { PreviewList } from "./preview-list";
import { ThreadRowsSkeleton } from "./thread-row";
import { usePreviewSize } from "./use-preview-size";

export type TabListProps = {
  query: string;
  onClearSearch: () => void;
  now: Date;
};

type Thread = { _id: string; lastMessage?: LastMessage | null };

/**
 * One tab of the chat list (People, Groups): a skeleton while its threads load, the error with a
 * retry, its own empty state, or the threads whose name matches the search, newest activity first.
 */
export function ThreadTab<Item extends Thread>({
  threads,
  squareMedia = false,
  empty,
  label,
  nameOf,
  render,
  noMatch,
  query,
  onClearSearch,
  more,
}: Omit<TabListProps, "now"> & {
  threads: UseQueryResult<Item[]>;
  /** Event pictures are square; avatars round. */
  squareMedia?: boolean;
  /** What shows before there is any thread at all. */
  empty: EmptyStateProps;
  label: string;
  nameOf: (item: Item) => string;
  render: (item: Item) => ReactNode;
  noMatch: (query: string) => string;
  /** The whole list's count and how to load it, when `threads` are only its newest (ADR 0058). */
  more?: { total: number; onShowAll: () => void } | undefined;
}) {
  const t = useMessages("chat");
  const size = usePreviewSize();
  if (threads.isPending) return <ThreadRowsSkeleton rows={size} square={squareMedia} />;
  if (threads.isError) {
    const message = failureSentence(threads.error, CHAT_SENTENCES, t);
    return <QueryError query={threads} words={{ describe: () => message, retry: t("tryAgain") }} />;
  }
  if (threads.data.length === 0) return <EmptyState {...empty} />;

  const items = byLastActivity(threads.data).filter((item) => matchesName(nameOf(item), query));
  return (
    <PreviewList
      label={label}
      items={items}
      query={query}
      keyOf={(item) => item._id}
      render={render}
      noMatch={noMatch}
      onClearSearch={onClearSearch}
      total={more?.total}
      onShowAll={more?.onShowAll}
    />
  );
}
