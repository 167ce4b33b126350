import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { startLanguage } from "../lib/i18n";
import { TEXTS } from "../lib/texts";
import { ReasonDialog, type ReasonDialogProps } from "./reason-dialog";

// The reason dialog says only its screen's words (issue 40): title, box, action and the busy label
// come as props, Cancel and Close from the shell's catalogue in the member's language.

const language = (code: "en" | "hi") => startLanguage({ read: () => code, save: () => {} });

function renderDialog(props: Partial<ReasonDialogProps> = {}) {
  const onSubmit = vi.fn();
  render(
    <ReasonDialog
      title="Why?"
      description="Tell us."
      label="Reason"
      placeholder="Because…"
      max={500}
      submitLabel="Send"
      requiredMessage="Please say why."
      onSubmit={onSubmit}
      onClose={() => {}}
      busy={false}
      error={null}
      {...props}
    />,
  );
  return { onSubmit, dialog: screen.getByRole("dialog", { name: props.title ?? "Why?" }) };
}

afterEach(() => language("en"));

describe("ReasonDialog", () => {
  it("refuses a blank reason, sends a typed one and counts it", async () => {
    const { onSubmit, dialog } = renderDialog();
    const user = userEvent.setup();
    await user.click(within(dialog).getByRole("button", { name: "Send" }));
    expect(within(dialog).getByRole("alert")).toHaveTextContent("Please say why.");
    expect(onSubmit).not.toHaveBeenCalled();
    await user.type(within(dialog).getByLabelText("Reason"), "Rude");
    expect(within(dialog).getByText("4/500")).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Send" }));
    expect(onSubmit).toHaveBeenCalledWith("Rude");
  });

  it("says the SPEC's Please Wait while busy when its screen names no busy label", () => {
    const { dialog } = renderDialog({ busy: true });
    expect(within(dialog).getByText(TEXTS.pleaseWait)).toBeInTheDocument();
  });

  it("says its screen's words and the shell's Cancel in Hindi", () => {
    language("hi");
    const { dialog } = renderDialog({
      title: "इस मैसेज की रिपोर्ट करें",
      label: "वजह",
      submitLabel: "रिपोर्ट भेजें",
      busy: true,
      busyLabel: "ज़रा रुकिए",
    });
    expect(within(dialog).getByText("ज़रा रुकिए")).toBeInTheDocument();
    expect(within(dialog).queryByText(TEXTS.pleaseWait)).not.toBeInTheDocument();
    expect(within(dialog).getByRole("button", { name: "रद्द करें" })).toBeInTheDocument();
    expect(within(dialog).getByLabelText("वजह")).toBeInTheDocument();
  });
});
