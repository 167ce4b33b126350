import { Fragment, type ReactNode } from "react";
import { cn } from "../lib/cn";
import { LoadingRegion } from "./loading-region";

// A caller's classes may give the block its own corners (`rounded-full` for an avatar, `rounded-none`
// for a card's picture); otherwise it has the default ones.
const OWN_CORNERS = /(^|\s)rounded(-|\s|$)/;

/** A placeholder block shaped like the content that is loading. */
export function Skeleton({ className }: { className?: string }) {
  const corners = className && OWN_CORNERS.test(className) ? null : "rounded-xl";
  return <div aria-hidden="true" className={cn("animate-pulse bg-stone-200/80", corners, className)} />;
}

/** The three lines of an event card while it loads: title, date, place. */
export const CARD_LINES = ["h-5 w-3/4", "h-4 w-1/2", "h-4 w-2/5"] as const;

/**
 * One placeholder per class in a box of their own: a stack of text lines, or a row of blocks.
 * `children` come after them (a row of two stats, a full-width button).
 */
export function SkeletonLines({
  lines,
  className,
  as: Box = "div",
  children,
}: {
  lines: readonly string[];
  className?: string;
  as?: "div" | "li";
  children?: ReactNode;
}) {
  return (
    <Box className={className}>
      {lines.map((line, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a fixed decorative list in which two lines may look alike.
        <Skeleton key={index} className={line} />
      ))}
      {children}
    </Box>
  );
}

export type SkeletonItemProps = {
  /** The picture's placeholder: a photo or a card's heading; by default a member's avatar (Avatar "md"). */
  media?: string;
  lines: readonly string[];
  className?: string;
  linesClassName?: string;
  /** Hides an item whose list already announces "Loading" without hiding the list itself. */
  hidden?: boolean;
  /** What follows the lines, e.g. a pill's placeholder. */
  children?: ReactNode;
};

/** One item of a list while it loads: its picture beside (or above) its lines of text. */
export function SkeletonItem({
  media = "size-12 rounded-full",
  lines,
  className,
  linesClassName = "flex flex-1 flex-col gap-2",
  hidden,
  children,
}: SkeletonItemProps) {
  return (
    <div aria-hidden={hidden || undefined} className={className}>
      <Skeleton className={media} />
      <SkeletonLines lines={lines} className={linesClassName} />
      {children}
    </div>
  );
}

/** An event-style card while it loads: the picture above the card's three lines. */
export function SkeletonCard({ className }: { className?: string }) {
  return (
    <SkeletonItem
      className={cn("overflow-hidden rounded-2xl border border-gray-200/80 bg-white", className)}
      media="aspect-video rounded-none"
      linesClassName="space-y-2 p-4"
      lines={CARD_LINES}
    />
  );
}

/** A titled card of chips while it loads, the shape of a chip group in its card. */
export function SkeletonChipCard({ title }: { title: string }) {
  return (
    <SkeletonItem
      className="space-y-3 rounded-2xl border border-gray-200/80 bg-white p-5 shadow-sm"
      media={title}
      linesClassName="flex flex-wrap gap-2"
      lines={["h-9 w-40 rounded-full", "h-9 w-32 rounded-full", "h-9 w-44 rounded-full"]}
    />
  );
}

/** `count` copies of one placeholder. They never move, so their place is their key. */
export function SkeletonRepeat({ count, children }: { count: number; children: ReactNode }) {
  return Array.from({ length: count }, (_, i) => `copy-${i}`).map((key) => (
    <Fragment key={key}>{children}</Fragment>
  ));
}

/**
 * A list's box holding `count` copies of one item's placeholder, announced once as "Loading";
 * `quiet` when a region around it already announces it.
 */
export function SkeletonList({
  count,
  className,
  quiet = false,
  label,
  children,
}: {
  count: number;
  className?: string;
  quiet?: boolean;
  /** What it is announced as, in the screen's language; "Loading" by default. */
  label?: string;
  children: ReactNode;
}) {
  const items = <SkeletonRepeat count={count}>{children}</SkeletonRepeat>;
  if (quiet) return <div className={className}>{items}</div>;
  return (
    <LoadingRegion className={className} label={label}>
      {items}
    </LoadingRegion>
  );
}

/**
 * A list's rows while they load: `count` rows (<li>) of the same blocks, side by side by default, in
 * a list hidden from screen readers (the caller's region says "Loading").
 */
export function SkeletonRows({
  count,
  lines,
  className,
  rowClassName = "flex items-center gap-3 py-3",
}: {
  count: number;
  lines: readonly string[];
  /** The list's box, e.g. hairlines between the rows. */
  className?: string;
  rowClassName?: string;
}) {
  return (
    <ul aria-hidden="true" className={className}>
      <SkeletonRepeat count={count}>
        <SkeletonLines as="li" className={rowClassName} lines={lines} />
      </SkeletonRepeat>
    </ul>
  );
}
