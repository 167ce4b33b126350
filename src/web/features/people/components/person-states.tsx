import { UserX } from "lucide-react";
import { Link } from "react-router";
import { buttonClasses } from "../../../components/button";
import { Skeleton } from "../../../components/skeleton";
import { NOT_AVAILABLE_TEXTS } from "../../../lib/texts";

/** A 404 from the server: the member is blocked either way, banned or unknown. */
export function ProfileNotAvailable() {
  return (
    <div className="mx-auto mt-4 flex max-w-md flex-col items-center gap-4 rounded-2xl border border-gray-200/80 bg-white px-6 py-12 text-center shadow-sm">
      <span className="flex size-16 items-center justify-center rounded-full bg-brand-50 text-brand-600">
        <UserX aria-hidden="true" className="size-8" />
      </span>
      <h1 className="text-xl font-semibold tracking-tight text-gray-900">{NOT_AVAILABLE_TEXTS.title}</h1>
      <p className="max-w-xs text-base text-gray-600">{NOT_AVAILABLE_TEXTS.body}</p>
      <Link to="/people" className={buttonClasses("primary")}>
        {NOT_AVAILABLE_TEXTS.back}
      </Link>
    </div>
  );
}

/** Placeholders shaped like the profile while it loads, announced once. */
export function PersonDetailSkeleton() {
  return (
    <div role="status" aria-label="Loading" aria-live="polite">
      <div
        aria-hidden="true"
        className="grid grid-cols-1 gap-6 md:grid-cols-[minmax(0,340px)_minmax(0,1fr)] md:items-start lg:grid-cols-[minmax(0,380px)_minmax(0,1fr)]"
      >
        <div className="flex flex-col items-center gap-3 rounded-2xl border border-gray-200/80 bg-white px-5 py-10 shadow-sm">
          <Skeleton className="size-28 rounded-full" />
          <Skeleton className="mt-2 h-7 w-44" />
          <Skeleton className="h-4 w-36" />
          <div className="mt-3 flex w-full gap-3">
            <Skeleton className="h-20 flex-1" />
            <Skeleton className="h-20 flex-1" />
          </div>
          <Skeleton className="mt-2 h-13 w-full" />
        </div>
        <div className="space-y-4">
          {["photos", "scenes", "ideal"].map((key) => (
            <div key={key} className="space-y-3 rounded-2xl border border-gray-200/80 bg-white p-5 shadow-sm">
              <Skeleton className="h-5 w-40" />
              <div className="flex flex-wrap gap-2">
                <Skeleton className="h-9 w-40 rounded-full" />
                <Skeleton className="h-9 w-32 rounded-full" />
                <Skeleton className="h-9 w-44 rounded-full" />
              </div>
            </div>
          ))}
        </div>
      </div>
    </div>
  );
}
