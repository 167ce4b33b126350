import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { goOffline, goOnline } from "../../../../test/connection";
import { Composer } from "./composer";

describe("the composer offline", () => {
  it("sends into the outbox all the same, and says the message will wait (issue 28 item 5)", async () => {
    const onSend = vi.fn().mockResolvedValue(undefined);
    const user = userEvent.setup();
    render(<Composer onSend={onSend} />);
    const box = screen.getByRole("textbox", { name: "Message" });

    goOffline();
    expect(box).toHaveAccessibleDescription(
      expect.stringContaining(
        "You're offline. Messages you send now wait here and go once you're back online.",
      ),
    );
    await user.type(box, "Running ten minutes late{Enter}");
    expect(onSend).toHaveBeenCalledWith("Running ten minutes late");
    expect(box).toHaveValue("");

    goOnline();
    expect(
      screen.queryByText("You're offline. Messages you send now wait here and go once you're back online."),
    ).not.toBeInTheDocument();
    await user.type(box, "Here now");
    await user.click(screen.getByRole("button", { name: "Send" }));
    expect(onSend).toHaveBeenLastCalledWith("Here now");
  });
});
