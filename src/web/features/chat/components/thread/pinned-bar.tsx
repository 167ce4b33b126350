import { parseContent } from "@shared/chat-content";
import type { PinnedMessage } from "@shared/contracts/chat-thread";
import type { EventDetail } from "@shared/contracts/events";
import { PHOTO_MESSAGES } from "@shared/texts";
import { ChevronDown, ExternalLink, MapPin, Navigation, Pin, X } from "lucide";
import { useId, useState } from "react";
import { Icon } from "../../../../components/icon";
import { cn } from "../../../../lib/cn";
import { type Translate, useMessages } from "../../../../lib/i18n";
import { readPreference, writePreference } from "../../../../lib/local-preference";

type MeetingPoint = NonNullable<EventDetail["meetingPoint"]>;

/** A map link for the pin, or for the place and address when there is none (any maps app opens it). */
function mapsUrl(point: MeetingPoint, area: string): string {
  const query =
    point.lat !== null && point.lng !== null
      ? `${point.lat},${point.lng}`
      : [point.place, point.address, area].filter(Boolean).join(", ");
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;
}

/** The pinned message's words: its text, a poll's question, or "📷 Photo" for a photo without words. */
export function pinnedPreview(t: Translate<"thread">, message: PinnedMessage): string {
  const parsed = message.photo
    ? { kind: "text" as const, text: message.content }
    : parseContent(message.content);
  if (parsed.kind === "rsvp") return t("rsvpPollOf", { question: parsed.question });
  const text = parsed.kind === "unsupported" ? "" : parsed.text.trim();
  if (message.photo && (text === "" || text === PHOTO_MESSAGES.preview)) return t("photo");
  return text;
}

// The row's brief highlight once the pinned message is shown in the thread.
const FLASH = ["rounded-2xl", "bg-amber-100/80", "transition-colors"];

/** Scrolls the thread to a message when it is on the page, and marks it for a moment. */
function jumpTo(messageId: string): boolean {
  const row = document.querySelector<HTMLElement>(`[data-message-id="${CSS.escape(messageId)}"]`);
  if (!row) return false;
  row.scrollIntoView({ block: "center", behavior: "smooth" });
  row.classList.add(...FLASH);
  window.setTimeout(() => row.classList.remove(...FLASH), 1600);
  return true;
}

// Whether a thread's bar was left open, per thread, on this device (a preference lost without harm).
const openKey = (threadId: string) => `pin-bar-open:${threadId}`;

/**
 * What stays at the top of a group chat (issue 28 item 4): where the group meets, from the listing,
 * and the one message the host pinned. One bar, one line high until opened (issue 41 item 5: on a
 * phone two full rows left the thread half the screen): the line says both in brief; opened, each
 * has its row, the maps link, and a tap on the message shows it in the thread (or, when it is older
 * than the messages loaded, its whole text here); the host can take it down. Each thread remembers
 * whether its bar was left open.
 */
export function PinnedBar({
  threadId,
  meetingPoint,
  area,
  pinned,
  canUnpin,
  unpinning,
  onUnpin,
}: {
  /** The thread whose bar this is, for remembering it open. */
  threadId: string;
  meetingPoint: MeetingPoint | null;
  /** The experience's area, for the maps link of a point without coordinates. */
  area: string;
  pinned: PinnedMessage | null;
  canUnpin: boolean;
  unpinning: boolean;
  onUnpin: () => void;
}) {
  const t = useMessages("thread");
  const [open, setOpen] = useState(() => readPreference(openKey(threadId)) === "1");
  const [expanded, setExpanded] = useState(false);
  const detailsId = useId();
  if (!meetingPoint && !pinned) return null;
  const toggle = () => {
    setOpen(!open);
    writePreference(openKey(threadId), open ? "0" : "1");
  };
  return (
    <section aria-label={t("pinRegion")} className="shrink-0 border-b border-gray-200/80 bg-amber-50/70">
      <button
        type="button"
        onClick={toggle}
        aria-expanded={open}
        aria-controls={detailsId}
        className="flex min-h-11 w-full items-center gap-2 px-3 text-left text-sm leading-5 transition-colors hover:bg-amber-100/60 focus-ring sm:px-4"
      >
        {open ? (
          <span className="min-w-0 flex-1 truncate font-semibold text-gray-900">{t("pinBarTitle")}</span>
        ) : (
          <span className="flex min-w-0 flex-1 items-center gap-3">
            {meetingPoint && (
              <span className="flex min-w-0 shrink items-center gap-1.5">
                <Icon node={MapPin} aria-hidden="true" className="size-4 shrink-0 text-brand-700" />
                <span className="sr-only">{t("meetingPoint")}: </span>
                <span className="truncate font-semibold text-gray-900">{meetingPoint.place}</span>
              </span>
            )}
            {pinned && (
              <span className="flex min-w-0 flex-1 items-center gap-1.5">
                <Icon node={Pin} aria-hidden="true" className="size-4 shrink-0 text-brand-700" />
                <span className="sr-only">{t("pinnedBy", { name: pinned.senderId.name })}: </span>
                <span className="truncate text-gray-800">{pinnedPreview(t, pinned)}</span>
              </span>
            )}
          </span>
        )}
        <span className="sr-only">{t(open ? "pinBarHide" : "pinBarShow")}</span>
        <Icon
          node={ChevronDown}
          aria-hidden="true"
          className={cn("size-5 shrink-0 text-gray-600 transition-transform", open && "rotate-180")}
        />
      </button>
      <div id={detailsId} hidden={!open} className="divide-y divide-gray-200/70 border-t border-gray-200/70">
        {open && meetingPoint && (
          <div className="flex items-center gap-3 px-3 py-1.5 sm:px-4">
            <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-white text-brand-700 ring-1 ring-amber-200">
              <Icon node={MapPin} aria-hidden="true" className="size-4" />
            </span>
            <p className="min-w-0 flex-1 text-sm leading-5">
              <span className="sr-only">{t("meetingPoint")}: </span>
              <span className="block truncate font-semibold text-gray-900">
                {t("meetAt", { place: meetingPoint.place })}
              </span>
              {meetingPoint.address && (
                <span className="block truncate text-gray-600">{meetingPoint.address}</span>
              )}
            </p>
            <a
              href={mapsUrl(meetingPoint, area)}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex min-h-11 min-w-11 shrink-0 items-center justify-center gap-1 rounded-full px-2 text-sm font-semibold text-brand-800 underline-offset-2 hover:bg-amber-100/60 sm:hover:bg-transparent sm:hover:underline focus-ring"
            >
              {/* On a phone the icon alone, so the place keeps the line. */}
              <span className="sr-only sm:not-sr-only">{t("openInMaps")}</span>
              <Icon node={Navigation} aria-hidden="true" className="size-5 sm:hidden" />
              <Icon node={ExternalLink} aria-hidden="true" className="hidden size-3.5 sm:block" />
            </a>
          </div>
        )}
        {open && pinned && (
          <div className="flex items-center gap-1 px-3 py-1 sm:px-4">
            <button
              type="button"
              onClick={() => {
                if (!jumpTo(pinned._id)) setExpanded((whole) => !whole);
              }}
              aria-expanded={expanded}
              aria-label={t("pinnedLabel", { name: pinned.senderId.name, preview: pinnedPreview(t, pinned) })}
              className="flex min-h-11 min-w-0 flex-1 items-center gap-3 rounded-xl py-1 text-left transition-colors hover:bg-amber-100/60 focus-ring"
            >
              <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-white text-brand-700 ring-1 ring-amber-200">
                <Icon node={Pin} aria-hidden="true" className="size-4" />
              </span>
              <span className="min-w-0 flex-1 text-sm leading-5">
                <span className="block truncate text-xs font-semibold text-brand-800">
                  {t("pinnedBy", { name: pinned.senderId.name })}
                </span>
                <span
                  className={cn(
                    "block text-gray-900",
                    expanded ? "whitespace-pre-wrap wrap-anywhere" : "truncate",
                  )}
                >
                  {pinnedPreview(t, pinned)}
                </span>
              </span>
            </button>
            {canUnpin && (
              <button
                type="button"
                onClick={onUnpin}
                disabled={unpinning}
                aria-label={t("unpinMessage")}
                title={t("unpin")}
                className="flex size-11 shrink-0 items-center justify-center rounded-full text-gray-600 transition-colors hover:bg-amber-100 hover:text-gray-900 disabled:opacity-50 focus-ring"
              >
                <Icon node={X} aria-hidden="true" className="size-5" />
              </button>
            )}
          </div>
        )}
      </div>
    </section>
  );
}
