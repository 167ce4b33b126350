import type { IconNode } from "lucide";
import { createElement, type ReactNode, type SVGProps } from "react";

export type { IconNode };

export type IconProps = Omit<SVGProps<SVGSVGElement>, "ref"> & {
  /** The icon's shapes, as lucide publishes them: `import { Bell } from "lucide"` (ADR 0028). */
  node: IconNode;
  size?: number | string;
  strokeWidth?: number | string;
  children?: ReactNode;
};

function isLabelled(props: Record<string, unknown>, children: ReactNode): boolean {
  if (children != null && children !== false) return true;
  for (const key in props) {
    if ((key.startsWith("aria-") || key === "role" || key === "title") && props[key] != null) return true;
  }
  return false;
}

/**
 * A Lucide icon: lucide's published shapes drawn as one <svg> with its default attributes (24 px
 * box, 2 px round stroke in the current colour), decorative (aria-hidden) unless labelled. One plain
 * component, no context and no ref forwarding: a screen draws dozens of icons in its first render.
 * The shapes are plain data modules, so Rollup merges the icons a screen uses into its own script.
 */
export function Icon({ node, size = 24, strokeWidth = 2, children, ...rest }: IconProps) {
  return createElement(
    "svg",
    {
      xmlns: "http://www.w3.org/2000/svg",
      width: size,
      height: size,
      viewBox: "0 0 24 24",
      fill: "none",
      stroke: "currentColor",
      strokeWidth,
      strokeLinecap: "round",
      strokeLinejoin: "round",
      ...(isLabelled(rest, children) ? null : { "aria-hidden": "true" }),
      ...rest,
    },
    ...node.map(([tag, attrs]) => createElement(tag, attrs)),
    children,
  );
}
