import { CalendarSearch, UsersRound } from "lucide";
import { EventImage } from "../../../../components/event-image";
import { useLanguage, useMessages } from "../../../../lib/i18n";
import { useUnread } from "../../../../lib/queries/unread";
import { relativeTimeIn } from "../../../../lib/times-in-words";
import { type ChatGroup, useMyGroups } from "../../api";
import { previewLine } from "./format";
import { ThreadRow } from "./thread-row";
import { type TabListProps, ThreadTab } from "./thread-tab";

export function HostTag() {
  const t = useMessages("chat");
  return (
    <span className="shrink-0 rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-800 ring-1 ring-brand-200 ring-inset">
      {t("host")}
    </span>
  );
}

/** One event group, opening /chats/group/{groupId}/{eventId}. */
export function GroupRow({ group, unread, now }: { group: ChatGroup; unread: number; now: Date }) {
  const t = useMessages("chat");
  const language = useLanguage();
  const last = group.lastMessage ?? null;
  return (
    <ThreadRow
      to={`/chats/group/${encodeURIComponent(group._id)}/${encodeURIComponent(group.eventId._id)}`}
      media={<EventImage shape="thumb" className="size-12 shrink-0 rounded-xl" src={group.eventId.image} />}
      title={group.groupName}
      tag={group.isHost ? <HostTag /> : undefined}
      preview={previewLine(t, last, "group")}
      time={last?.createdAt}
      timeLabel={relativeTimeIn(language, last?.createdAt, now)}
      unread={unread}
    />
  );
}

/** The Groups tab: the chat groups of the events one hosts or has joined. */
export function GroupsTab({ now, ...search }: TabListProps) {
  const t = useMessages("chat");
  const groups = useMyGroups();
  const unread = useUnread().data?.groups ?? {};
  return (
    <ThreadTab
      {...search}
      threads={groups}
      squareMedia
      empty={{
        icon: UsersRound,
        text: t("noGroups"),
        link: { to: "/events", text: t("browseEvents"), icon: CalendarSearch },
      }}
      label={t("groupList")}
      nameOf={(group) => group.groupName}
      render={(group) => <GroupRow group={group} unread={unread[group._id] ?? 0} now={now} />}
      noMatch={(query) => t("noGroupsMatch", { query })}
    />
  );
}
