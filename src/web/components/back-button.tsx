import { ArrowLeft } from "lucide";
import { useLocation, useNavigate } from "react-router";
import { useMessages } from "../lib/i18n";
import { Icon } from "./icon";

/** The round back arrow at the start of a screen's header (a button here, a link in PageHeader). */
export const backArrowClasses =
  "-ml-2 flex size-11 shrink-0 items-center justify-center rounded-full text-gray-700 transition-colors hover:bg-stone-200/60 focus-ring";

export type BackButtonProps = {
  /** Where to go when the screen was opened directly (a fresh tab, a shared link). */
  fallback: string;
  /** `arrow`: the round arrow alone, named by `label`; `text`: the arrow with the word "Back". */
  look?: "arrow" | "text";
  label?: string;
};

/** Back to where the member came from (keeping their filters and scroll), or to `fallback`. */
export function BackButton({ fallback, look = "arrow", label: given }: BackButtonProps) {
  const t = useMessages("shell");
  const label = given ?? t("back");
  const navigate = useNavigate();
  const location = useLocation();
  const cameFromApp = location.key !== "default";
  const back = () => void (cameFromApp ? navigate(-1) : navigate(fallback));
  if (look === "text") {
    return (
      <button
        type="button"
        onClick={back}
        className="-ml-2 inline-flex min-h-11 items-center gap-1 rounded-full pr-3 pl-2 text-sm font-semibold text-gray-700 transition-colors hover:bg-stone-200/60 focus-ring"
      >
        <Icon node={ArrowLeft} aria-hidden="true" className="size-5" />
        {label}
      </button>
    );
  }
  return (
    <button type="button" aria-label={label} onClick={back} className={backArrowClasses}>
      <Icon node={ArrowLeft} aria-hidden="true" className="size-6" />
    </button>
  );
}
