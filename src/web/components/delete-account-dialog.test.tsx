import { DELETE_CONFIRMATION_WORD, MY_DATA_MESSAGES } from "@shared/texts";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "../lib/api";
import { startLanguage } from "../lib/i18n";
import { MY_DATA_TEXTS } from "../lib/texts";
import { DeleteAccountDialog } from "./delete-account-dialog";

// "Delete account" behind the typed word (ADR 0025), in the reader's language (issue 40): the word
// itself stays DELETE, which the server compares; the server's refusal is said by its code (ADR 0056).

const language = (code: "en" | "hi") => startLanguage({ read: () => code, save: () => {} });

function renderDialog(props: { busy?: boolean; error?: Error | string | null } = {}) {
  const onConfirm = vi.fn();
  render(
    <DeleteAccountDialog
      title="Delete your account?"
      description="This cannot be undone."
      onConfirm={onConfirm}
      onClose={() => {}}
      busy={props.busy ?? false}
      error={props.error ?? null}
    />,
  );
  return { onConfirm, dialog: screen.getByRole("dialog", { name: "Delete your account?" }) };
}

afterEach(() => language("en"));

describe("DeleteAccountDialog", () => {
  it("enables the deletion on the exact word only, in English as before", async () => {
    const { onConfirm, dialog } = renderDialog();
    const user = userEvent.setup();
    const confirm = within(dialog).getByRole("button", { name: MY_DATA_TEXTS.confirmDelete });
    const field = within(dialog).getByLabelText(MY_DATA_TEXTS.typeToConfirm);
    expect(field).toHaveAttribute("placeholder", DELETE_CONFIRMATION_WORD);
    await user.type(field, "delete");
    expect(confirm).toBeDisabled();
    await user.clear(field);
    await user.type(field, DELETE_CONFIRMATION_WORD);
    await user.click(confirm);
    expect(onConfirm).toHaveBeenCalledWith(DELETE_CONFIRMATION_WORD);
  });

  it("says Deleting… while the request runs", () => {
    const { dialog } = renderDialog({ busy: true });
    expect(within(dialog).getByText("Deleting…")).toBeInTheDocument();
  });

  describe("in Hindi", () => {
    beforeEach(() => language("hi"));

    it("asks for the same word in Hindi words, and deletes on it", async () => {
      const { onConfirm, dialog } = renderDialog();
      const user = userEvent.setup();
      const confirm = within(dialog).getByRole("button", { name: "अकाउंट डिलीट करें" });
      const field = within(dialog).getByLabelText("पुष्टि के लिए DELETE लिखें");
      expect(within(dialog).getByRole("button", { name: "रद्द करें" })).toBeEnabled();
      expect(confirm).toBeDisabled();
      await user.type(field, DELETE_CONFIRMATION_WORD);
      await user.click(confirm);
      expect(onConfirm).toHaveBeenCalledWith(DELETE_CONFIRMATION_WORD);
    });

    it("says deleting, and the server's refusal by its code, in Hindi", () => {
      const message = MY_DATA_MESSAGES.alreadyDeleted;
      const { dialog } = renderDialog({
        busy: true,
        error: new ApiError(message, {
          status: 409,
          body: { success: false, message, code: "myData.alreadyDeleted" },
        }),
      });
      expect(within(dialog).getByText("डिलीट हो रहा है…")).toBeInTheDocument();
      expect(within(dialog).getByRole("alert")).toHaveTextContent("यह अकाउंट पहले ही डिलीट हो चुका है।");
    });
  });
});
