import { Bot } from "lucide";
import { Avatar } from "../../../../components/avatar";
import { Icon } from "../../../../components/icon";
import { Link } from "../../../../components/link";
import { formatDateIn } from "../../../../lib/format";
import { useLanguage, useMessages } from "../../../../lib/i18n";
import type { Flag } from "../api";

/** Each open flag: who reported it (name and picture), when, and why. Newest first. */
export function FlagList({ flags }: { flags: readonly Flag[] }) {
  const t = useMessages("admin-reports");
  const language = useLanguage();
  const sorted = [...flags].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
  return (
    <ol aria-label={t("flagList")} className="flex flex-col gap-3">
      {sorted.map((flag) => (
        <li key={flag._id} className="rounded-2xl border border-gray-200/80 bg-white p-4 shadow-sm">
          <div className="flex items-center gap-3">
            {flag.reportedBy ? (
              <Avatar src={flag.reportedBy.avatar} size="sm" />
            ) : (
              <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
                <Icon node={Bot} aria-hidden="true" className="size-5" />
              </span>
            )}
            <div className="min-w-0 flex-1">
              <p className="truncate text-sm text-gray-600">
                {flag.reportedBy ? (
                  <>
                    <span className="sr-only">{t("reportedBy")} </span>
                    <Link
                      to={`/admin/user/profile/${encodeURIComponent(flag.reportedBy._id)}`}
                      className="rounded font-semibold text-gray-900 hover:text-brand-700 hover:underline focus-ring"
                    >
                      {flag.reportedBy.name}
                    </Link>
                  </>
                ) : (
                  <span className="font-semibold text-gray-900">{t("automatic")}</span>
                )}
              </p>
              <p className="text-xs text-gray-500">
                <time dateTime={flag.createdAt}>{formatDateIn(language, flag.createdAt)}</time>
              </p>
            </div>
          </div>
          <p className="mt-3 rounded-xl bg-stone-50 px-3 py-2.5 text-base break-words whitespace-pre-line text-gray-800">
            <span className="sr-only">{t("reason")} </span>
            {flag.reason || <span className="text-gray-500 italic">{t("noReasonGiven")}</span>}
          </p>
        </li>
      ))}
    </ol>
  );
}
