import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { Tabs } from "./tabs";

const ITEMS = [
  { id: "upcoming", label: "Upcoming" },
  { id: "mine", label: "Your Events" },
] as const;

function Harness() {
  const [tab, setTab] = useState<(typeof ITEMS)[number]["id"]>("upcoming");
  return (
    <Tabs label="Listings" items={ITEMS} value={tab} onChange={setTab}>
      <p>{tab} panel</p>
    </Tabs>
  );
}

describe("Tabs", () => {
  it("switches by click and by arrow keys", async () => {
    const user = userEvent.setup();
    render(<Harness />);
    expect(screen.getByRole("tab", { name: "Upcoming" })).toHaveAttribute("aria-selected", "true");
    expect(screen.getByRole("tabpanel", { name: "Upcoming" })).toHaveTextContent("upcoming panel");

    await user.click(screen.getByRole("tab", { name: "Your Events" }));
    expect(screen.getByRole("tabpanel", { name: "Your Events" })).toHaveTextContent("mine panel");

    await user.keyboard("{ArrowRight}");
    expect(screen.getByRole("tab", { name: "Upcoming" })).toHaveFocus();
    expect(screen.getByRole("tab", { name: "Upcoming" })).toHaveAttribute("aria-selected", "true");
  });
});
