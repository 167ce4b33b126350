import { UserX } from "lucide";
import { buttonClasses } from "../../../components/button";
import { IconBadge } from "../../../components/icon-badge";
import { Link } from "../../../components/link";
import { LoadingRegion } from "../../../components/loading-region";
import { Skeleton, SkeletonChipCard, SkeletonLines, SkeletonList } from "../../../components/skeleton";
import { useMessages } from "../../../lib/i18n";

/** A 404 from the server: the member is blocked either way, banned or unknown. */
export function ProfileNotAvailable() {
  const t = useMessages("people");
  return (
    <div className="mx-auto mt-4 flex max-w-md flex-col items-center gap-4 rounded-2xl border border-gray-200/80 bg-white px-6 py-12 text-center shadow-sm">
      <IconBadge icon={UserX} size="2xl" />
      <h1 className="text-xl font-semibold tracking-tight text-gray-900">{t("notAvailableTitle")}</h1>
      <p className="max-w-xs text-base text-gray-600">{t("notAvailableBody")}</p>
      <Link to="/people" className={buttonClasses("primary")}>
        {t("backToPeople")}
      </Link>
    </div>
  );
}

/** Placeholders shaped like the profile while it loads, announced once. */
export function PersonDetailSkeleton() {
  const t = useMessages("people");
  return (
    <LoadingRegion label={t("loadingStatus")}>
      <div
        aria-hidden="true"
        className="grid grid-cols-1 gap-6 md:grid-cols-[minmax(0,340px)_minmax(0,1fr)] md:items-start lg:grid-cols-[minmax(0,380px)_minmax(0,1fr)]"
      >
        <SkeletonLines
          className="flex flex-col items-center gap-3 rounded-2xl border border-gray-200/80 bg-white px-5 py-10 shadow-sm"
          lines={["size-28 rounded-full", "mt-2 h-7 w-44", "h-4 w-36"]}
        >
          <SkeletonLines className="mt-3 flex w-full gap-3" lines={["h-20 flex-1", "h-20 flex-1"]} />
          <Skeleton className="mt-2 h-13 w-full" />
        </SkeletonLines>
        <SkeletonList quiet count={3} className="space-y-4">
          <SkeletonChipCard title="h-5 w-40" />
        </SkeletonList>
      </div>
    </LoadingRegion>
  );
}
