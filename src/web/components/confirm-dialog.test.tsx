import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ComponentProps } from "react";
import { describe, expect, it, vi } from "vitest";
import { ConfirmDialog } from "./confirm-dialog";
import { FormDialog } from "./form-dialog";

/** "Leave the waitlist?", held while busy; `props` add the rest. */
function renderLeaveDialog(props: Partial<ComponentProps<typeof ConfirmDialog>> & { busy: boolean }) {
  const onClose = vi.fn();
  const user = userEvent.setup();
  render(
    <ConfirmDialog
      title="Leave the waitlist?"
      actionLabel="Leave"
      onConfirm={() => {}}
      onClose={onClose}
      holdWhileBusy
      {...props}
    />,
  );
  return { onClose, user };
}

describe("ConfirmDialog", () => {
  it("takes the action or closes on Cancel and Escape", async () => {
    const onConfirm = vi.fn();
    const { onClose, user } = renderLeaveDialog({ cancelLabel: "Stay", onConfirm, busy: false });
    await user.click(screen.getByRole("button", { name: "Leave" }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole("button", { name: "Stay" }));
    await user.keyboard("{Escape}");
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it("holds while busy: Cancel is disabled and Escape does not close", async () => {
    const { onClose, user } = renderLeaveDialog({ busy: true });
    expect(screen.getByRole("button", { name: "Cancel" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Leave" })).toHaveAttribute("aria-busy", "true");
    await user.keyboard("{Escape}");
    expect(onClose).not.toHaveBeenCalled();
  });
});

describe("FormDialog", () => {
  it("sends its form from the footer's button and on Enter, without reloading the page", async () => {
    const onSubmit = vi.fn();
    const user = userEvent.setup();
    render(
      <FormDialog title="Why?" actionLabel="Send" onSubmit={onSubmit} onClose={() => {}} busy={false}>
        <label htmlFor="reason">Reason</label>
        <input id="reason" />
      </FormDialog>,
    );
    await user.click(screen.getByRole("button", { name: "Send" }));
    await user.type(screen.getByLabelText("Reason"), "Too far{Enter}");
    expect(onSubmit).toHaveBeenCalledTimes(2);
  });
});
