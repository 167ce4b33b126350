import { LoadingRegion } from "../../../components/loading-region";
import { Skeleton } from "../../../components/skeleton";
import { cn } from "../../../lib/cn";
import { useMessages } from "../../../lib/i18n";

export type TwoColumnSkeletonProps = {
  /** A bar for the title when the screen's header waits for the data too. */
  titleClassName?: string;
  /** The grid's columns from 768 px. */
  columns: string;
  /** The large block of the first column (the picture, the applicant). */
  main: string;
  /** The blocks stacked in the second column, by what they stand for. */
  side: Record<string, string>;
};

/** The loading state of the listings' two-column screens (event detail, request review). */
export function TwoColumnSkeleton({ titleClassName, columns, main, side }: TwoColumnSkeletonProps) {
  const t = useMessages("listings");
  return (
    <LoadingRegion label={t("loading")}>
      {titleClassName && <Skeleton className={titleClassName} />}
      <div className={cn("grid gap-5", columns)}>
        <Skeleton className={main} />
        <div className="space-y-4">
          {Object.entries(side).map(([part, block]) => (
            <Skeleton key={part} className={block} />
          ))}
        </div>
      </div>
    </LoadingRegion>
  );
}
