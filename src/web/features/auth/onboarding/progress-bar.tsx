import { progressPercent } from "@shared/onboarding";
import { useMessages } from "../../../lib/i18n";

/** SPEC 4: the bar is the step number plus one, out of 8, wide. */
export function ProgressBar({ step }: { step: number }) {
  const t = useMessages("onboarding");
  const percent = progressPercent(step);
  return (
    <div
      role="progressbar"
      aria-label={t("progress")}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(percent)}
      className="h-2 flex-1 overflow-hidden rounded-full bg-brand-100"
    >
      <div
        className="h-full rounded-full bg-gradient-to-r from-brand-400 to-brand-500 transition-[width] duration-500 ease-out"
        style={{ width: `${percent}%` }}
      />
    </div>
  );
}
