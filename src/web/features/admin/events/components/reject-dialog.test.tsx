import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { startLanguage } from "../../../../lib/i18n";
import { TEXTS } from "../../../../lib/texts";
import { RejectDialog } from "./reject-dialog";

// "Reject this listing?" says the admin area's words, the busy label included (issue 40).

const language = (code: "en" | "hi") => startLanguage({ read: () => code, save: () => {} });

function renderDialog(busy: boolean) {
  const onSubmit = vi.fn();
  render(
    <RejectDialog
      eventName="Nandi Hills sunrise"
      onSubmit={onSubmit}
      onClose={() => {}}
      busy={busy}
      error={null}
    />,
  );
  return { onSubmit };
}

afterEach(() => language("en"));

describe("RejectDialog", () => {
  it("says Please Wait while the rejection is sent", () => {
    renderDialog(true);
    expect(within(screen.getByRole("dialog")).getByText(TEXTS.pleaseWait)).toBeInTheDocument();
  });

  it("says every word in Hindi, the blank reason's refusal and the busy label too", async () => {
    language("hi");
    const { onSubmit } = renderDialog(false);
    const dialog = screen.getByRole("dialog", { name: "यह लिस्टिंग नामंज़ूर करें?" });
    expect(dialog).toHaveTextContent("“Nandi Hills sunrise” के होस्ट को बताइए कि क्या बदलना है।");
    const user = userEvent.setup();
    await user.click(within(dialog).getByRole("button", { name: "लिस्टिंग नामंज़ूर करें" }));
    expect(within(dialog).getByRole("alert")).toHaveTextContent("कृपया नामंज़ूरी की वजह लिखें।");
    await user.type(within(dialog).getByLabelText("नामंज़ूरी की वजह"), "  Add the meeting point  ");
    await user.click(within(dialog).getByRole("button", { name: "लिस्टिंग नामंज़ूर करें" }));
    expect(onSubmit).toHaveBeenCalledWith("Add the meeting point");
  });

  it("says ज़रा रुकिए while busy in Hindi", () => {
    language("hi");
    renderDialog(true);
    const dialog = screen.getByRole("dialog", { name: "यह लिस्टिंग नामंज़ूर करें?" });
    expect(within(dialog).getByText("ज़रा रुकिए")).toBeInTheDocument();
    expect(within(dialog).getByRole("button", { name: "रद्द करें" })).toBeInTheDocument();
  });
});
