import { createElement, type ReactNode, type SVGProps } from "react";

// The build's stand-in for lucide-react's createLucideIcon (vite.config.ts aliases it; the dev
// server and unit tests keep lucide's own, ADR 0027). Same icons, same markup: an <svg> with
// lucide's default attributes, classes "lucide lucide-{name}" and aria-hidden unless the icon is
// labelled. Lucide's own builds every icon through two forwardRefs, a context read and a fresh copy
// of its attributes on each render; a screen draws dozens of icons, and on a phone's first render
// that was a visible share of the main thread.

type IconData = { name: string; size?: number; node: [string, Record<string, string>][] };

export type LightIconProps = Omit<SVGProps<SVGSVGElement>, "ref"> & {
  size?: number | string;
  strokeWidth?: number | string;
  absoluteStrokeWidth?: boolean;
  color?: string;
  children?: ReactNode;
};

function isLabelled(props: Record<string, unknown>, children: ReactNode): boolean {
  if (children != null && children !== false) return true;
  for (const key in props) {
    if ((key.startsWith("aria-") || key === "role" || key === "title") && props[key] != null) return true;
  }
  return false;
}

export default function createLucideIcon(icon: IconData) {
  const box = icon.size ?? 24;
  const base = `lucide lucide-${icon.name}`;
  // biome-ignore lint/correctness/noComponentHookFactories: a factory as lucide's own, called once per icon at module level.
  function LucideIcon({
    size = 24,
    strokeWidth = 2,
    absoluteStrokeWidth = false,
    color = "currentColor",
    className,
    children,
    ...rest
  }: LightIconProps) {
    return createElement(
      "svg",
      {
        xmlns: "http://www.w3.org/2000/svg",
        width: size,
        height: size,
        viewBox: `0 0 ${box} ${box}`,
        fill: "none",
        stroke: color,
        strokeWidth: absoluteStrokeWidth ? (Number(strokeWidth) * box) / Number(size) : strokeWidth,
        strokeLinecap: "round",
        strokeLinejoin: "round",
        className: className ? `${base} ${className}` : base,
        ...(isLabelled(rest, children) ? null : { "aria-hidden": "true" }),
        ...rest,
      },
      ...icon.node.map(([tag, attrs]) => createElement(tag, attrs)),
      children,
    );
  }
  LucideIcon.displayName = icon.name;
  return LucideIcon;
}
