import { cn } from "../lib/cn";
import { APP_NAME } from "../lib/texts";

/** The logo: a white map pin with two meeting dots on an orange tile; `className` sets its size. */
export function BrandLogo({ className = "size-9" }: { className?: string }) {
  return (
    <svg viewBox="0 0 40 40" aria-hidden="true" className={cn("shrink-0", className)}>
      <defs>
        <linearGradient id="meetup-logo-fill" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#fb923c" />
          <stop offset="1" stopColor="#ea580c" />
        </linearGradient>
      </defs>
      <rect width="40" height="40" rx="11" fill="url(#meetup-logo-fill)" />
      <path
        d="M20 7.5c-5.8 0-10.5 4.5-10.5 10.2 0 7.4 8.6 14.1 9.7 14.9a1.3 1.3 0 0 0 1.6 0c1.1-.8 9.7-7.5 9.7-14.9C30.5 12 25.8 7.5 20 7.5Z"
        fill="#fff"
      />
      <circle cx="16.6" cy="17.6" r="3.1" fill="#f97316" />
      <circle cx="23.4" cy="17.6" r="3.1" fill="#fdba74" />
    </svg>
  );
}

/** Logo plus the wordmark: the app's name, APP_NAME. */
export function BrandMark({
  className,
  size = "md",
  name = APP_NAME,
}: {
  className?: string;
  size?: "md" | "lg";
  /** The name as the build was given it, where APP_NAME is not defined (a prerender in Node). */
  name?: string;
}) {
  return (
    <span className={cn("inline-flex items-center gap-2.5", className)}>
      <BrandLogo className={size === "lg" ? "size-14" : "size-9"} />
      <span className={cn("font-bold tracking-tight text-gray-900", size === "lg" ? "text-4xl" : "text-xl")}>
        {name}
      </span>
    </span>
  );
}
