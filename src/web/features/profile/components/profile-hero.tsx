import { MapPin } from "lucide";
import type { ReactNode } from "react";
import { Avatar } from "../../../components/avatar";
import { Icon } from "../../../components/icon";
import { cn } from "../../../lib/cn";
import { locationOf } from "../../../lib/location";
import type { User } from "../../../lib/queries/users";

export type ProfileHeroProps = {
  /** Names the card for screen readers ("Your profile"), in the screen's language. */
  label: string;
  /** The signed-in member: their picture, name and place. */
  member: Pick<User, "name" | "avatar" | "location" | "currentLocation">;
  /** Extra content under the location (e.g. the account's numbers). */
  children?: ReactNode;
  className?: string;
};

/** The member's picture, name and place on a warm card. */
export function ProfileHero({ label, member, children, className }: ProfileHeroProps) {
  const location = locationOf(member);
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
        <Avatar src={member.avatar} size="xl" ring="wide" />
        <h2 className="mt-4 text-xl font-semibold tracking-tight text-balance break-words text-gray-900">
          {member.name}
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

/** /profile's two columns and its account details': from 768 px the hero in 320 px, the rest beside it. */
export function HeroColumns({ children }: { children: ReactNode }) {
  return (
    <div className="grid gap-6 md:grid-cols-[minmax(0,320px)_minmax(0,1fr)] md:items-start">{children}</div>
  );
}
