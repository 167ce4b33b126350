import { ChevronRight, Images } from "lucide";
import { Icon } from "../../../../components/icon";
import { Link } from "../../../../components/link";
import { useMessages } from "../../../../lib/i18n";

// The way from a group chat to its album on a phone, once the experience has ended (issue 28 item 1);
// from 640 px it is a pill in the header (header-pill.tsx).

/** On a phone, where the header has no room left: a slim row under it. */
export function AlbumBar({ to, eventName }: { to: string; eventName: string }) {
  const t = useMessages("thread");
  return (
    <Link
      to={to}
      aria-label={t("albumLinkLabel", { name: eventName })}
      className="flex min-h-11 shrink-0 items-center gap-2.5 border-b border-gray-200/80 bg-white px-4 text-sm text-gray-700 transition-colors hover:bg-stone-50 focus-ring focus-visible:ring-inset sm:hidden"
    >
      <Icon node={Images} aria-hidden="true" className="size-4.5 shrink-0 text-brand-600" />
      <span className="font-semibold text-gray-900">{t("album")}</span>
      <span className="min-w-0 flex-1 truncate">{t("albumBarHint")}</span>
      <Icon node={ChevronRight} aria-hidden="true" className="size-4 shrink-0 text-gray-400" />
    </Link>
  );
}
