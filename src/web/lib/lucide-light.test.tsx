import { render } from "@testing-library/react";
import { createLucideIcon as lucideCreate } from "lucide-react";
import type { ComponentType } from "react";
import { describe, expect, it } from "vitest";
import createLucideIcon from "./lucide-light";

const BELL = {
  name: "bell",
  size: 24,
  node: [
    ["path", { d: "M10.268 21a2 2 0 0 0 3.464 0", key: "a" }],
    ["circle", { cx: "12", cy: "8", r: "6", key: "b" }],
  ] as [string, Record<string, string>][],
};

/** The element's markup with its attributes in a fixed order, so two renderings compare. */
function markup(element: Element): string {
  const attrs = [...element.attributes]
    .map((a) => `${a.name}="${a.value}"`)
    .sort()
    .join(" ");
  return `<${element.tagName.toLowerCase()} ${attrs}>${[...element.children].map(markup).join("")}</${element.tagName.toLowerCase()}>`;
}

function both(props: Record<string, unknown>): [string, string] {
  const Light = createLucideIcon(BELL);
  // lucide's overloads take this data object as LucideIconData; its type is not exported.
  const Lucide = (lucideCreate as unknown as (icon: typeof BELL) => ComponentType<Record<string, unknown>>)(
    BELL,
  );
  const light = render(<Light {...props} />).container.firstElementChild as Element;
  const lucide = render(<Lucide {...props} />).container.firstElementChild as Element;
  return [markup(light), markup(lucide)];
}

describe("the build's icon factory", () => {
  it("draws the same markup as lucide-react's own", () => {
    for (const props of [
      {},
      { "aria-hidden": "true", className: "size-5 text-gray-500" },
      { size: 28, strokeWidth: 1.75 },
      { size: 48, strokeWidth: 2, absoluteStrokeWidth: true },
      { "aria-label": "Notifications", color: "red" },
    ]) {
      const [light, lucide] = both(props);
      expect(light).toBe(lucide);
    }
  });

  it("hides an unlabelled icon from screen readers and leaves a labelled one", () => {
    const Light = createLucideIcon(BELL);
    const { container } = render(
      <>
        <Light />
        <Light role="img" aria-label="Bell" />
      </>,
    );
    const [plain, labelled] = [...container.querySelectorAll("svg")];
    expect(plain?.getAttribute("aria-hidden")).toBe("true");
    expect(labelled?.hasAttribute("aria-hidden")).toBe(false);
  });
});
