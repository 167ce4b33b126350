import { screen, within } from "@testing-library/react";
import { expect } from "vitest";

/**
 * The value a screen shows under a fact's label in a definition list (the <dd> after the <dt>),
 * e.g. "Location"; null while no such label shows.
 */
export function factValue(label: string): Element | null {
  return screen.queryByText(label, { selector: "dt" })?.nextElementSibling ?? null;
}

/**
 * The links of the list named `name`, once it shows, after checking that they lead to `hrefs` in
 * this order.
 */
export async function linksLeadingTo(name: string, hrefs: string[]): Promise<HTMLElement[]> {
  const links = within(await screen.findByRole("list", { name })).getAllByRole("link");
  expect(links.map((link) => link.getAttribute("href"))).toEqual(hrefs);
  return links;
}

/**
 * Checks that each of `elements` shows every text of its row of `texts` (the first row for the first
 * element, and so on), each text a part of the element's text as toHaveTextContent reads it.
 */
export function expectEachToShow(elements: HTMLElement[], texts: string[][]) {
  texts.forEach((row, i) => {
    for (const text of row)
      expect(elements[i], `item ${i + 1} of ${elements.length}`).toHaveTextContent(text);
  });
}
