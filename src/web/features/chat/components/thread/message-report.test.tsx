import { messageResponse } from "@shared/contracts/events";
import { reportMessage } from "@shared/endpoints/messages";
import { MESSAGE_FLAG_MESSAGES } from "@shared/texts";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { startLanguage } from "../../../../lib/i18n";
import { TEXTS } from "../../../../lib/texts";
import { answer, keyOf, ok } from "../../../../test/api-stub";
import { renderRoutes } from "../../../../test/render";
import { MessageReport } from "./message-report";
import type { ThreadMessage } from "./types";

// Reporting a message says the thread area's words while the report is sent too (issue 40).

const language = (code: "en" | "hi") => startLanguage({ read: () => code, save: () => {} });

const target: ThreadMessage = {
  id: "m1",
  mine: false,
  sender: { id: "u2", name: "Diya Iyer", avatar: null },
  content: "Send me your OTP",
  createdAt: "2026-11-20T10:00:00.000Z",
};

/** The report's answer waits until the test lets it through, so the busy label can be seen. */
function holdReport() {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  answer({
    [keyOf(reportMessage, { id: "m1" })]: async () => {
      await held;
      return ok(messageResponse, null, {
        message: MESSAGE_FLAG_MESSAGES.flagged,
        code: "messageFlag.flagged",
      });
    },
  });
  return release;
}

async function sendReport(submit: string, label: string) {
  renderRoutes([{ path: "/", element: <MessageReport target={target} onClose={() => {}} /> }], "/");
  const dialog = await screen.findByRole("dialog");
  const user = userEvent.setup();
  await user.type(within(dialog).getByLabelText(label), "Asks for an OTP");
  await user.click(within(dialog).getByRole("button", { name: submit }));
  return dialog;
}

afterEach(() => language("en"));

describe("MessageReport", () => {
  it("says Please Wait while the report is sent", async () => {
    const release = holdReport();
    const dialog = await sendReport("Send report", "Reason");
    expect(await within(dialog).findByText(TEXTS.pleaseWait)).toBeInTheDocument();
    release();
    expect(await screen.findByText(MESSAGE_FLAG_MESSAGES.flagged)).toBeInTheDocument();
  });

  it("says ज़रा रुकिए while the report is sent in Hindi, then thanks in Hindi", async () => {
    language("hi");
    const release = holdReport();
    const dialog = await sendReport("रिपोर्ट भेजें", "वजह");
    expect(dialog).toHaveAccessibleName("इस मैसेज की रिपोर्ट करें");
    expect(await within(dialog).findByText("ज़रा रुकिए")).toBeInTheDocument();
    release();
    expect(await screen.findByText("शुक्रिया। हमारे एडमिन इस मैसेज को देखेंगे।")).toBeInTheDocument();
  });
});
