import { ArrowLeft } from "lucide";
import { type ReactNode, useEffect } from "react";
import { cn } from "../lib/cn";
import { useMessages } from "../lib/i18n";
import { documentTitle } from "../lib/texts";
import { backArrowClasses } from "./back-button";
import { Icon } from "./icon";
import { Link } from "./link";

export type PageHeaderProps = {
  /** The screen's title, rendered as its single h1 and used for the document title. */
  title: string;
  subtitle?: ReactNode;
  /** Where the back arrow leads; no arrow when absent. */
  backTo?: string;
  backLabel?: string;
  /** Buttons or links aligned to the right of the title. */
  actions?: ReactNode;
  /** The space below the header: `sm` and `md` on dense admin screens. */
  spacing?: keyof typeof SPACING;
  className?: string;
};

const SPACING = { sm: "mb-4", md: "mb-5", lg: "mb-6" } as const;

export function PageHeader({
  title,
  subtitle,
  backTo,
  backLabel: givenBackLabel,
  actions,
  spacing = "lg",
  className,
}: PageHeaderProps) {
  const t = useMessages("shell");
  const backLabel = givenBackLabel ?? t("back");
  useEffect(() => {
    document.title = documentTitle(title);
  }, [title]);

  return (
    <header className={cn("flex items-start gap-2", SPACING[spacing], className)}>
      {backTo && (
        <Link to={backTo} aria-label={backLabel} className={backArrowClasses}>
          <Icon node={ArrowLeft} aria-hidden="true" className="size-6" />
        </Link>
      )}
      <div className="min-w-0 flex-1 pt-1">
        <h1 className="text-2xl font-semibold tracking-tight text-balance text-gray-900 md:text-3xl">
          {title}
        </h1>
        {subtitle && <p className="mt-1 text-base text-gray-600">{subtitle}</p>}
      </div>
      {actions && <div className="flex shrink-0 items-center gap-2">{actions}</div>}
    </header>
  );
}
