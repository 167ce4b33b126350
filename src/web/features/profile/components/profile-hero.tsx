import { MapPin } from "lucide";
import type { ReactNode } from "react";
import { Avatar } from "../../../components/avatar";
import { Icon } from "../../../components/icon";
import { cn } from "../../../lib/cn";

export type ProfileHeroProps = {
  /** Names the card for screen readers ("Your profile"), in the screen's language. */
  label: string;
  name: string;
  avatar?: string | null;
  location?: string;
  /** Extra content under the location (e.g. the account's numbers). */
  children?: ReactNode;
  className?: string;
};

/** The member's picture, name and place on a warm card. */
export function ProfileHero({ label, name, avatar, location, children, className }: ProfileHeroProps) {
  return (
    <section
      aria-label={label}
      className={cn(
        "relative overflow-hidden rounded-2xl border border-gray-200/80 bg-white px-6 pt-10 pb-6 text-center shadow-sm",
        className,
      )}
    >
      <div
        aria-hidden="true"
        className="absolute inset-x-0 top-0 h-20 bg-gradient-to-br from-brand-100 via-amber-50 to-brand-50"
      />
      <div className="relative flex flex-col items-center">
        <Avatar src={avatar} size="xl" ring="wide" />
        <h2 className="mt-4 text-xl font-semibold tracking-tight text-balance break-words text-gray-900">
          {name}
        </h2>
        {location && (
          <p className="mt-1 flex items-center justify-center gap-1.5 text-sm text-gray-600">
            <Icon node={MapPin} aria-hidden="true" className="size-4 shrink-0 text-brand-600" />
            <span>{location}</span>
          </p>
        )}
        {children}
      </div>
    </section>
  );
}
