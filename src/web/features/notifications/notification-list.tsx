import type { AppNotification, NotificationKind } from "@shared/contracts/notifications";
import {
  AlarmClock,
  Armchair,
  BadgeCheck,
  BellOff,
  CalendarPlus,
  CalendarX2,
  CircleCheck,
  CircleX,
  Gavel,
  MapPin,
  MessageCircle,
  ShieldCheck,
  Star,
  TriangleAlert,
  UserCheck,
  UserPlus,
  UserX,
  Wallet,
} from "lucide";
import { Icon, type IconNode } from "../../components/icon";
import { IconBadge } from "../../components/icon-badge";
import { Link } from "../../components/link";
import { cn } from "../../lib/cn";
import { formatRelativeIn } from "../../lib/format";
import { useLanguage, useMessages } from "../../lib/i18n";

const KIND_STYLE: Record<NotificationKind, { icon: IconNode; tone: string }> = {
  request_received: { icon: UserPlus, tone: "bg-brand-100 text-brand-700" },
  request_accepted: { icon: CircleCheck, tone: "bg-emerald-100 text-emerald-700" },
  request_rejected: { icon: CircleX, tone: "bg-stone-200 text-gray-700" },
  event_approved: { icon: BadgeCheck, tone: "bg-emerald-100 text-emerald-700" },
  event_rejected: { icon: CalendarX2, tone: "bg-red-50 text-red-600" },
  event_cancelled: { icon: CalendarX2, tone: "bg-amber-100 text-amber-800" },
  event_reminder_24h: { icon: AlarmClock, tone: "bg-brand-100 text-brand-700" },
  event_reminder_2h: { icon: AlarmClock, tone: "bg-brand-100 text-brand-700" },
  review_nudge: { icon: Star, tone: "bg-amber-100 text-amber-800" },
  home_safe_check: { icon: ShieldCheck, tone: "bg-emerald-100 text-emerald-700" },
  waitlist_offered: { icon: Armchair, tone: "bg-emerald-100 text-emerald-700" },
  waitlist_offer_expired: { icon: Armchair, tone: "bg-stone-200 text-gray-700" },
  no_show_marked: { icon: UserX, tone: "bg-amber-100 text-amber-800" },
  no_show_warning: { icon: TriangleAlert, tone: "bg-red-50 text-red-600" },
  no_show_upheld: { icon: Gavel, tone: "bg-stone-200 text-gray-700" },
  no_show_overturned: { icon: UserCheck, tone: "bg-emerald-100 text-emerald-700" },
  host_listed: { icon: CalendarPlus, tone: "bg-brand-100 text-brand-700" },
  new_near_you: { icon: MapPin, tone: "bg-emerald-100 text-emerald-700" },
  payment_recorded: { icon: Wallet, tone: "bg-emerald-100 text-emerald-700" },
  new_message: { icon: MessageCircle, tone: "bg-sky-100 text-sky-700" },
};

/** Newest first. */
export function newestFirst(items: readonly AppNotification[]): AppNotification[] {
  return [...items].sort((a, b) => (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : 0));
}

export type NotificationListProps = {
  items: readonly AppNotification[];
  /** Ids shown as new: unread when the list opened (marking them read does not unhighlight them). */
  fresh: ReadonlySet<string>;
  now: Date;
  /** Called when an item is followed, so the list closes. */
  onNavigate: () => void;
};

/** The notification items, each a link to what it is about. */
export function NotificationList({ items, fresh, now, onNavigate }: NotificationListProps) {
  // The list's words load with the panel's code, not with the frame (the bell reads the shell's).
  const t = useMessages("notifications");
  const language = useLanguage();
  if (items.length === 0) {
    return (
      <div className="flex flex-col items-center gap-2 px-6 py-10 text-center">
        <IconBadge icon={BellOff} size="lg" className="mb-1" />
        <p className="text-base font-semibold text-gray-900">{t("empty")}</p>
        <p className="max-w-64 text-sm text-gray-600">{t("emptyHint")}</p>
      </div>
    );
  }
  return (
    <ul aria-label={t("list")} className="divide-y divide-gray-100">
      {newestFirst(items).map((item) => {
        const isNew = !item.read || fresh.has(item._id);
        const { icon: glyph, tone } = KIND_STYLE[item.kind] ?? KIND_STYLE.new_message;
        return (
          <li key={item._id}>
            <Link
              to={item.link}
              onClick={onNavigate}
              className={cn(
                "flex gap-3 px-4 py-3 transition-colors focus-ring focus-visible:ring-inset",
                isNew ? "bg-brand-50/70 hover:bg-brand-50" : "hover:bg-stone-50",
              )}
            >
              <span
                className={cn("mt-0.5 flex size-9 shrink-0 items-center justify-center rounded-full", tone)}
              >
                <Icon node={glyph} aria-hidden="true" className="size-4.5" />
              </span>
              <span className="min-w-0 flex-1">
                <span
                  className={cn(
                    "line-clamp-3 text-sm leading-5",
                    isNew ? "font-semibold text-gray-900" : "text-gray-700",
                  )}
                >
                  {isNew && <span className="sr-only">{t("unread")}: </span>}
                  {item.text}
                </span>
                <time dateTime={item.createdAt} className="mt-0.5 block text-xs text-gray-500">
                  {formatRelativeIn(language, item.createdAt, now)}
                </time>
              </span>
              {isNew && (
                <span aria-hidden="true" className="mt-2 size-2.5 shrink-0 rounded-full bg-brand-500" />
              )}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
