import { MessageCircle, UsersRound } from "lucide";
import { Avatar } from "../../../../components/avatar";
import { formatRelative } from "../../../../lib/format";
import { useCompanions } from "../../../../lib/queries/companions";
import { useUnread } from "../../../../lib/queries/unread";
import { CHAT_LIST_TEXTS as T } from "../../../../lib/texts";
import type { Companion } from "../../api";
import { previewLine } from "./format";
import { ThreadRow } from "./thread-row";
import { type TabListProps, ThreadTab } from "./thread-tab";

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
export function PeopleTab({ now, ...search }: TabListProps) {
  const people = useCompanions();
  const unread = useUnread().data?.users ?? {};
  return (
    <ThreadTab
      {...search}
      threads={people}
      empty={{
        icon: MessageCircle,
        text: T.noPeople,
        link: { to: "/people", text: T.findCompanion, icon: UsersRound },
      }}
      label={T.peopleList}
      nameOf={(person) => person.name}
      render={(person) => <PersonRow person={person} unread={unread[person._id] ?? 0} now={now} />}
      noMatch={T.noPeopleMatch}
    />
  );
}
