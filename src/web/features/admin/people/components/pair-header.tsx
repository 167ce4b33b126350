import { ShieldCheck, Sparkles } from "lucide";
import { Avatar } from "../../../../components/avatar";
import { Card } from "../../../../components/card";
import { Icon } from "../../../../components/icon";
import { Link } from "../../../../components/link";
import { Skeleton } from "../../../../components/skeleton";
import { cn } from "../../../../lib/cn";
import { formatNumber, useLanguage, useMessages } from "../../../../lib/i18n";
import type { MemberAnswers, PairCompatibility } from "../api";

export type PairHeaderProps = {
  first: MemberAnswers;
  second: MemberAnswers;
  /** undefined while loading, null when it could not be read (SPEC 8: "N/A"). */
  compatibility: PairCompatibility | null | undefined;
};

/** Both members side by side with the pair's current compatibility between them. */
export function PairHeader({ first, second, compatibility }: PairHeaderProps) {
  const t = useMessages("admin-people");
  return (
    <Card padding="lg">
      <h2 className="sr-only">{t("thePair")}</h2>
      <div className="grid grid-cols-[minmax(0,1fr)_auto_minmax(0,1fr)] items-start gap-2 sm:gap-4">
        <PairMember member={first} />
        <Compatibility value={compatibility} />
        <PairMember member={second} />
      </div>
      <p className="mt-4 flex items-center justify-center gap-1.5 text-center text-sm text-gray-600">
        {compatibility?.assigned ? (
          <>
            <Icon node={ShieldCheck} aria-hidden="true" className="size-4 shrink-0 text-indigo-600" />
            <span className="font-medium text-indigo-700">{t("assigned")}</span>
          </>
        ) : compatibility ? (
          <>
            <Icon node={Sparkles} aria-hidden="true" className="size-4 shrink-0 text-brand-600" />
            {t("calculated")}
          </>
        ) : (
          "\u00a0"
        )}
      </p>
    </Card>
  );
}

function PairMember({ member }: { member: MemberAnswers }) {
  return (
    <Link
      to={`/admin/user/profile/${encodeURIComponent(member._id)}`}
      className="group flex min-w-0 flex-col items-center rounded-2xl px-1 py-2 text-center focus-ring"
    >
      <Avatar src={member.avatar} size="lg" className="sm:size-20" />
      <span className="mt-2 line-clamp-2 text-base font-semibold break-words text-gray-900 group-hover:text-brand-700">
        {member.name}
      </span>
      {member.location && (
        <span className="mt-0.5 line-clamp-2 text-sm text-gray-600">{member.location}</span>
      )}
    </Link>
  );
}

function Compatibility({ value }: { value: PairCompatibility | null | undefined }) {
  const t = useMessages("admin-people");
  const language = useLanguage();
  const percent = value ? Math.max(0, Math.min(100, value.compatibility)) : null;
  return (
    <div className="flex flex-col items-center pt-3">
      {value === undefined ? (
        <Skeleton className="size-16 rounded-full sm:size-20" />
      ) : (
        <div
          className={cn(
            "relative flex size-16 items-center justify-center rounded-full sm:size-20",
            percent === null && "bg-stone-100",
          )}
          style={
            percent === null
              ? undefined
              : {
                  background: `conic-gradient(#f97316 ${percent * 3.6}deg, #ffedd5 0deg)`,
                }
          }
        >
          <span className="flex size-12 flex-col items-center justify-center rounded-full bg-white sm:size-15">
            <span className="text-base font-bold text-gray-900 tabular-nums sm:text-lg">
              {percent === null ? t("notAvailable") : `${formatNumber(language, percent)}%`}
            </span>
          </span>
        </div>
      )}
      <span className="mt-1.5 text-xs font-medium text-gray-600">{t("compatibility")}</span>
    </div>
  );
}

export function PairHeaderSkeleton() {
  return (
    <Card padding="lg">
      <div className="grid grid-cols-[minmax(0,1fr)_auto_minmax(0,1fr)] items-start gap-4">
        {["a", "ring", "b"].map((key) => (
          <div key={key} className="flex flex-col items-center gap-2 py-2">
            <Skeleton className="size-16 rounded-full sm:size-20" />
            {key !== "ring" && <Skeleton className="h-4 w-24" />}
          </div>
        ))}
      </div>
    </Card>
  );
}
