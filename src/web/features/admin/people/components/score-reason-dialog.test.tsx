import { render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { startLanguage } from "../../../../lib/i18n";
import { TEXTS } from "../../../../lib/texts";
import { ScoreReasonDialog } from "./score-reason-dialog";

// "Why this score?" says the admin-people area's words and the admin area's busy label (issue 40).

const language = (code: "en" | "hi") => startLanguage({ read: () => code, save: () => {} });

const renderDialog = (busy: boolean) =>
  render(
    <ScoreReasonDialog
      score={72}
      names={["Asha", "Ravi"]}
      onSubmit={() => {}}
      onClose={() => {}}
      busy={busy}
      error={null}
    />,
  );

afterEach(() => language("en"));

describe("ScoreReasonDialog", () => {
  it("says Please Wait while the score is saved", () => {
    renderDialog(true);
    expect(within(screen.getByRole("dialog")).getByText(TEXTS.pleaseWait)).toBeInTheDocument();
  });

  it("says its words in Hindi, and ज़रा रुकिए while busy", () => {
    language("hi");
    renderDialog(true);
    const dialog = screen.getByRole("dialog", { name: "यह स्कोर क्यों?" });
    expect(dialog).toHaveTextContent("Asha और Ravi के लिए 72%।");
    expect(within(dialog).getByLabelText("वजह")).toBeInTheDocument();
    expect(within(dialog).getByText("ज़रा रुकिए")).toBeInTheDocument();
    expect(within(dialog).queryByText(TEXTS.pleaseWait)).not.toBeInTheDocument();
  });

  it("says Save score in Hindi when not busy", () => {
    language("hi");
    renderDialog(false);
    expect(screen.getByRole("button", { name: "स्कोर सेव करें" })).toBeEnabled();
  });
});
