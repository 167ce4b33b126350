import { ExternalLink, TriangleAlert } from "lucide";
import { NotGiven } from "../../../components/field-list";
import { Icon } from "../../../components/icon";
import { SocialIcon } from "../../../components/social-icon";
import { useMessages } from "../../../lib/i18n";
import { handleView, type SocialNetwork } from "../../../lib/social-links";

export type SocialHandleRowProps = { network: SocialNetwork; label: string; handle?: string | null };

/** One network's handle: a link when it is a full web address, plain text otherwise, with a warning. */
export function SocialHandleRow({ network, label, handle }: SocialHandleRowProps) {
  const t = useMessages("account");
  const view = handleView(handle);
  return (
    <div className="relative min-h-[72px] py-4 pr-4 pl-[72px]">
      <dt className="text-xs font-medium tracking-wide text-gray-500 uppercase">
        <span className="absolute top-4 left-4 flex size-10 items-center justify-center rounded-full bg-brand-50 text-brand-600">
          <SocialIcon network={network} className="size-5" />
        </span>
        {label}
      </dt>
      <dd className="mt-0.5 flex items-start gap-2 text-base text-gray-900">
        {!view && <NotGiven />}
        {view?.href && (
          <a
            href={view.href}
            target="_blank"
            rel="noopener noreferrer"
            title={view.text}
            className="relative inline-flex min-w-0 items-center gap-1.5 font-medium text-brand-700 underline-offset-4 after:absolute after:inset-x-0 after:-inset-y-2.5 after:content-[''] hover:text-brand-700 hover:underline focus-visible:rounded focus-ring"
          >
            <span className="min-w-0 [overflow-wrap:anywhere]">{view.label}</span>
            <Icon node={ExternalLink} aria-hidden="true" className="size-4 shrink-0" />
          </a>
        )}
        {view && !view.href && <span className="min-w-0 [overflow-wrap:anywhere]">{view.label}</span>}
        {view?.warn && (
          <span
            role="img"
            aria-label={t("notFullLink")}
            title={t("notFullLink")}
            className="mt-0.5 inline-flex shrink-0 text-amber-500"
          >
            <Icon node={TriangleAlert} aria-hidden="true" className="size-5" />
          </span>
        )}
      </dd>
      {view?.warn && (
        <dd aria-hidden="true" className="mt-1 text-xs text-amber-700">
          {t("notFullLink")}
        </dd>
      )}
    </div>
  );
}
