import type { User } from "@shared/contracts/users";
import { ExternalLink } from "lucide";
import { cn } from "../lib/cn";
import { useMessages } from "../lib/i18n";
import { SOCIAL_NETWORKS, safeWebAddress, shortAddress } from "../lib/social-links";
import { Icon } from "./icon";
import { SocialIcon } from "./social-icon";

type Network = (typeof SOCIAL_NETWORKS)[number];

/**
 * A member's social links as chips: only http(s) addresses become links (opened safely in a new
 * tab), anything else stays text. `prominent` (the profile's hero) gives the chips more room, a
 * shadow and an external-link mark, and says the link opens in a new tab.
 */
export function SocialLinkChips({
  links,
  networks = SOCIAL_NETWORKS,
  prominent = false,
}: {
  links: User["socialLinks"] | undefined;
  networks?: readonly Network[];
  prominent?: boolean;
}) {
  const t = useMessages("shell");
  const given = networks.flatMap(({ key, label }) => {
    const text = links?.[key]?.trim();
    return text ? [{ key, label, text, href: safeWebAddress(text) }] : [];
  });
  if (given.length === 0) return null;
  return (
    <ul aria-label={t("socialLinks")} className="mt-4 flex flex-wrap justify-center gap-2">
      {given.map(({ key, label, text, href }) => (
        <li key={key}>
          {href ? (
            <a
              href={href}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={`${label}: ${shortAddress(text)}${prominent ? " (opens in a new tab)" : ""}`}
              className={cn(
                "inline-flex min-h-11 items-center gap-2 rounded-full border border-gray-200 bg-white text-sm font-medium text-gray-800 hover:border-brand-300 hover:bg-brand-50 focus-ring",
                prominent ? "px-4 shadow-sm transition-colors" : "px-3.5",
              )}
            >
              <SocialIcon network={key} className="size-4 text-brand-600" />
              {label}
              {prominent && (
                <Icon node={ExternalLink} aria-hidden="true" className="size-3.5 text-gray-400" />
              )}
            </a>
          ) : (
            <span
              className={cn(
                "inline-flex min-h-11 items-center gap-2 rounded-full bg-stone-100 text-sm text-gray-700",
                prominent ? "px-4" : "px-3.5",
              )}
            >
              <SocialIcon network={key} className="size-4 text-gray-500" />
              <span className="sr-only">{label}: </span>
              <span className="max-w-40 truncate">{text}</span>
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}
