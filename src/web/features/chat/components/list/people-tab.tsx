import { MessageCircle, UsersRound } from "lucide";
import { Avatar } from "../../../../components/avatar";
import { EmptyState } from "../../../../components/empty-state";
import { LoadError } from "../../../../components/load-error";
import { formatRelative } from "../../../../lib/format";
import { useCompanions } from "../../../../lib/queries/companions";
import { useUnread } from "../../../../lib/queries/unread";
import { CHAT_LIST_TEXTS as T } from "../../../../lib/texts";
import type { Companion } from "../../api";
import { byLastActivity, matchesName, previewLine } from "./format";
import { PreviewList } from "./preview-list";
import { ThreadRow, ThreadRowsSkeleton } from "./thread-row";
import { usePreviewSize } from "./use-preview-size";

export type TabListProps = {
  query: string;
  onClearSearch: () => void;
  now: Date;
};

/** One person one has chatted with, opening /chats/user/{userId}. */
export function PersonRow({ person, unread, now }: { person: Companion; unread: number; now: Date }) {
  const last = person.lastMessage ?? null;
  return (
    <ThreadRow
      to={`/chats/user/${encodeURIComponent(person._id)}`}
      media={<Avatar src={person.avatar} size="md" ring="none" />}
      title={person.name}
      preview={previewLine(last, "person")}
      time={last?.createdAt}
      timeLabel={formatRelative(last?.createdAt, now)}
      unread={unread}
    />
  );
}

/** The People tab: members one has exchanged messages with, newest conversation first. */
export function PeopleTab({ query, onClearSearch, now }: TabListProps) {
  const people = useCompanions();
  const unread = useUnread().data?.users ?? {};
  const size = usePreviewSize();

  if (people.isPending) return <ThreadRowsSkeleton rows={size} />;
  if (people.isError) {
    return (
      <LoadError error={people.error} busy={people.isRefetching} onRetry={() => void people.refetch()} />
    );
  }
  if (people.data.length === 0) {
    return (
      <EmptyState
        icon={MessageCircle}
        text={T.noPeople}
        link={{ to: "/people", text: T.findCompanion, icon: UsersRound }}
      />
    );
  }

  const items = byLastActivity(people.data).filter((person) => matchesName(person.name, query));
  return (
    <PreviewList
      label={T.peopleList}
      items={items}
      query={query}
      keyOf={(person) => person._id}
      render={(person) => <PersonRow person={person} unread={unread[person._id] ?? 0} now={now} />}
      noMatch={T.noPeopleMatch}
      onClearSearch={onClearSearch}
    />
  );
}
