import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { THREAD_TEXTS } from "../../../../lib/texts";
import { goOffline, goOnline } from "../../../../test/connection";
import { Composer } from "./composer";

describe("the composer offline", () => {
  it("keeps the draft but does not send it, says why, and sends once the signal returns", async () => {
    const onSend = vi.fn().mockResolvedValue(undefined);
    const user = userEvent.setup();
    render(<Composer onSend={onSend} />);
    const box = screen.getByRole("textbox", { name: "Message" });

    goOffline();
    await user.type(box, "Running ten minutes late{Enter}");
    expect(onSend).not.toHaveBeenCalled();
    expect(box).toHaveValue("Running ten minutes late");
    expect(screen.getByRole("button", { name: "Send" })).toBeDisabled();
    expect(box).toHaveAccessibleDescription(expect.stringContaining(THREAD_TEXTS.composerOffline));

    goOnline();
    expect(screen.queryByText(THREAD_TEXTS.composerOffline)).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Send" }));
    expect(onSend).toHaveBeenCalledWith("Running ten minutes late");
  });
});
