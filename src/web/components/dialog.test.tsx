import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { Button } from "./button";
import { Dialog } from "./dialog";

function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Flag User</Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title="Do you want to flag this user?"
        footer={<Button onClick={() => setOpen(false)}>No</Button>}
      >
        <p>Flagging tells the admins.</p>
      </Dialog>
    </>
  );
}

describe("Dialog", () => {
  it("is a labelled modal that takes focus and closes on Escape, giving focus back", async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const opener = screen.getByRole("button", { name: "Flag User" });
    await user.click(opener);
    const dialog = screen.getByRole("dialog", { name: "Do you want to flag this user?" });
    expect(dialog).toHaveAttribute("aria-modal", "true");
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it("keeps Tab inside the dialog", async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole("button", { name: "Flag User" }));
    const close = screen.getByRole("button", { name: "Close" });
    const no = screen.getByRole("button", { name: "No" });
    expect(close).toHaveFocus();
    await user.tab();
    expect(no).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(no).toHaveFocus();
  });
});
