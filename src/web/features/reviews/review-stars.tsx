import { LIMITS } from "@shared/limits";
import { Star } from "lucide";
import { Icon } from "../../components/icon";
import { cn } from "../../lib/cn";
import { useMessages } from "../../lib/i18n";

const STARS = Array.from({ length: LIMITS.starsMax }, (_, i) => i + 1);

/** A review's stars, read as one phrase ("4 out of 5 stars"). */
export function ReviewStars({ stars, className }: { stars: number; className?: string }) {
  const t = useMessages("reviews");
  return (
    <span role="img" aria-label={t("outOfFive", { stars })} className={cn("flex shrink-0", className)}>
      {STARS.map((n) => (
        <Icon
          key={n}
          node={Star}
          aria-hidden="true"
          strokeWidth={1.75}
          className={cn("size-4", n <= stars ? "fill-amber-400 text-amber-500" : "text-gray-300")}
        />
      ))}
    </span>
  );
}
