import { messageResponse } from "@shared/contracts/events";
import { flagReview } from "@shared/endpoints/reviews";
import { REVIEW_FLAG_MESSAGES } from "@shared/texts";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { startLanguage } from "../../lib/i18n";
import { TEXTS } from "../../lib/texts";
import { answer, keyOf, ok } from "../../test/api-stub";
import { renderRoutes } from "../../test/render";
import type { Review } from "./api";
import { ReportReviewDialog } from "./report-review-dialog";

// "Report this review?" says the reviews area's words while the report is sent too (issue 40).

const language = (code: "en" | "hi") => startLanguage({ read: () => code, save: () => {} });

const review: Review = {
  _id: "r1",
  stars: 1,
  text: "Rude host.",
  createdAt: "2026-11-20T10:00:00.000Z",
  reviewerName: "Asha",
  mine: false,
  event: { _id: "e1", name: "Nandi Hills sunrise" },
};

/** The report's answer waits until the test lets it through, so the busy label can be seen. */
function holdReport() {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  answer({
    [keyOf(flagReview, { id: "r1" })]: async () => {
      await held;
      return ok(messageResponse, null, { message: REVIEW_FLAG_MESSAGES.flagged, code: "reviewFlag.flagged" });
    },
  });
  return release;
}

async function sendReport(submit: string) {
  const onReported = vi.fn();
  renderRoutes(
    [
      {
        path: "/",
        element: <ReportReviewDialog review={review} onClose={() => {}} onReported={onReported} />,
      },
    ],
    "/",
  );
  const dialog = await screen.findByRole("dialog");
  const user = userEvent.setup();
  await user.type(within(dialog).getByRole("textbox"), "Not about the trip");
  await user.click(within(dialog).getByRole("button", { name: submit }));
  return { dialog, onReported };
}

afterEach(() => language("en"));

describe("ReportReviewDialog", () => {
  it("says Please Wait while the report is sent", async () => {
    const release = holdReport();
    const { dialog, onReported } = await sendReport("Send report");
    expect(await within(dialog).findByText(TEXTS.pleaseWait)).toBeInTheDocument();
    release();
    await waitFor(() => expect(onReported).toHaveBeenCalledWith(REVIEW_FLAG_MESSAGES.flagged));
  });

  it("says ज़रा रुकिए while the report is sent in Hindi, then thanks in Hindi", async () => {
    language("hi");
    const release = holdReport();
    const { dialog, onReported } = await sendReport("रिपोर्ट भेजें");
    expect(dialog).toHaveAccessibleName("इस रिव्यू की रिपोर्ट करें?");
    expect(await within(dialog).findByText("ज़रा रुकिए")).toBeInTheDocument();
    release();
    await waitFor(() => expect(onReported).toHaveBeenCalledWith("शुक्रिया। हमारे एडमिन इस रिव्यू को देखेंगे।"));
  });
});
