import { MessageCircle, UsersRound } from "lucide";
import { useState } from "react";
import { Avatar } from "../../../../components/avatar";
import { useLanguage, useMessages } from "../../../../lib/i18n";
import { useCompanions, useNewestCompanions } from "../../../../lib/queries/companions";
import { useUnread } from "../../../../lib/queries/unread";
import { relativeTimeIn } from "../../../../lib/times-in-words";
import type { Companion } from "../../api";
import { previewLine } from "./format";
import { ThreadRow } from "./thread-row";
import { type TabListProps, ThreadTab } from "./thread-tab";

/** One person one has chatted with, opening /chats/user/{userId}. */
export function PersonRow({ person, unread, now }: { person: Companion; unread: number; now: Date }) {
  const t = useMessages("chat");
  const language = useLanguage();
  const last = person.lastMessage ?? null;
  return (
    <ThreadRow
      to={`/chats/user/${encodeURIComponent(person._id)}`}
      media={<Avatar src={person.avatar} size="md" ring="none" />}
      title={person.name}
      preview={previewLine(t, last, "person")}
      time={last?.createdAt}
      timeLabel={relativeTimeIn(language, last?.createdAt, now)}
      unread={unread}
    />
  );
}

/**
 * The People tab: members one has exchanged messages with, newest conversation first. It shows the
 * newest few first (ADR 0058) and loads the whole list when the member opens "Show all" or searches,
 * since a search looks through every conversation.
 */
export function PeopleTab({ now, ...search }: TabListProps) {
  const t = useMessages("chat");
  const [wantAll, setWantAll] = useState(false);
  const searching = search.query.trim() !== "";
  const newest = useNewestCompanions();
  const everyone = useCompanions({ enabled: wantAll || searching });
  const people = searching || (wantAll && everyone.data) ? everyone : newest.items;
  const unread = useUnread().data?.users ?? {};
  return (
    <ThreadTab
      {...search}
      threads={people}
      more={
        newest.total === undefined ? undefined : { total: newest.total, onShowAll: () => setWantAll(true) }
      }
      empty={{
        icon: MessageCircle,
        text: t("noPeople"),
        link: { to: "/people", text: t("findCompanion"), icon: UsersRound },
      }}
      label={t("peopleList")}
      nameOf={(person) => person.name}
      render={(person) => <PersonRow person={person} unread={unread[person._id] ?? 0} now={now} />}
      noMatch={(query) => t("noPeopleMatch", { query })}
    />
  );
}
