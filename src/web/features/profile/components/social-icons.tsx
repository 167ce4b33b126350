import type { SocialNetwork } from "../social-links";

// Simple line glyphs of the three networks (lucide no longer ships brand marks).
export function SocialIcon({ network, className }: { network: SocialNetwork; className?: string }) {
  const common = {
    viewBox: "0 0 24 24",
    fill: "none",
    stroke: "currentColor",
    strokeWidth: 2,
    strokeLinecap: "round" as const,
    strokeLinejoin: "round" as const,
    className,
  };
  if (network === "instagram") {
    return (
      <svg aria-hidden="true" {...common}>
        <rect x="3" y="3" width="18" height="18" rx="5" />
        <circle cx="12" cy="12" r="4" />
        <circle cx="17.5" cy="6.5" r="0.6" fill="currentColor" />
      </svg>
    );
  }
  if (network === "linkedin") {
    return (
      <svg aria-hidden="true" {...common}>
        <rect x="3" y="3" width="18" height="18" rx="3" />
        <path d="M8 10.5V17" />
        <circle cx="8" cy="7.5" r="0.6" fill="currentColor" />
        <path d="M12 17v-6.5M12 13.5c0-1.7 1.1-3 2.6-3S17 11.5 17 13.3V17" />
      </svg>
    );
  }
  return (
    <svg aria-hidden="true" {...common}>
      <path d="M4 4h4.3L20 20h-4.3z" />
      <path d="M20 4l-6.6 7.2M4 20l6.6-7.2" />
    </svg>
  );
}
