import { messageResponse } from "@shared/contracts/events";
import { eventReviews, flagReview, hostReviews, postFeedback } from "@shared/endpoints/reviews";
import { REVIEW_FLAG_MESSAGES, REVIEW_MESSAGES } from "@shared/texts";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { startLanguage } from "../../lib/i18n";
import { answer, firstThen, HttpResponse, keyOf, ok } from "../../test/api-stub";
import { renderRoutes } from "../../test/render";
import { FeedbackDialog } from "./feedback-dialog";
import { eventPage, hostPage, makeReview, renderSection } from "./test/fixtures";

// The reviews in Hindi (issue 40): the section, a review's report and the feedback form, the server's
// sentences by their code (ADR 0056). The English ones are reviews-section.test.tsx's and the
// screens' that open the form.

const refused = (status: number, message: string, code: string) =>
  HttpResponse.json({ success: false, message, code }, { status });

describe("the reviews in Hindi", () => {
  beforeEach(() => startLanguage({ read: () => "hi", save: () => {} }));

  it("say the section, a review's stars, when and whose, and the host's reviews standing in", async () => {
    answer({
      [eventPage()]: ok(eventReviews, [], { nextCursor: null, total: 0 }),
      [hostPage()]: ok(
        hostReviews,
        [makeReview(), makeReview({ _id: "r2", reviewerName: "Ravi", stars: 1, mine: true })],
        { nextCursor: "c2", total: 3 },
      ),
    });
    renderSection({ hostId: "h1", eventId: "e1" });
    const section = await screen.findByRole("region", { name: "इस होस्ट के रिव्यू" });
    expect(section).toHaveTextContent("इस एक्सपीरियंस का अभी कोई रिव्यू नहीं है।");
    expect(section).toHaveTextContent("3 रिव्यू");
    const [first, mine] = within(section).getAllByRole("listitem");
    expect(first).toHaveTextContent("30 मिनट पहले");
    expect(within(first!).getByRole("img", { name: "5 में से 4 स्टार" })).toBeInTheDocument();
    expect(within(first!).getByRole("link", { name: "Nandi Hills sunrise पर" })).toBeInTheDocument();
    expect(within(first!).getByRole("button", { name: "Asha के रिव्यू की रिपोर्ट करें" })).toHaveTextContent(
      "रिपोर्ट करें",
    );
    expect(mine).toHaveTextContent("आप");
    expect(within(section).getByRole("button", { name: "और रिव्यू देखें" })).toBeInTheDocument();
  });

  it("say there are none yet", async () => {
    answer({
      [eventPage()]: ok(eventReviews, [], { nextCursor: null, total: 0 }),
      [hostPage()]: ok(hostReviews, [], { nextCursor: null, total: 0 }),
    });
    renderSection({ hostId: "h1", eventId: "e1" });
    expect(
      await screen.findByText("अभी कोई रिव्यू नहीं। जाने वाले मेंबर इसके ख़त्म होने के बाद रिव्यू दे सकते हैं।"),
    ).toBeInTheDocument();
  });

  it("report a review in Hindi: the dialog, a refusal by its code, and the thank-you", async () => {
    answer({
      [eventPage()]: ok(eventReviews, [makeReview()], { nextCursor: null, total: 1 }),
      [keyOf(flagReview, { id: "r1" })]: firstThen(
        refused(409, REVIEW_FLAG_MESSAGES.duplicate, "reviewFlag.duplicate"),
        ok(messageResponse, null, { message: REVIEW_FLAG_MESSAGES.flagged, code: "reviewFlag.flagged" }),
      ),
    });
    renderSection({ hostId: "h1", eventId: "e1" });
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Asha के रिव्यू की रिपोर्ट करें" }));
    const dialog = await screen.findByRole("dialog", { name: "इस रिव्यू की रिपोर्ट करें?" });
    await user.click(within(dialog).getByRole("button", { name: "रिपोर्ट भेजें" }));
    expect(within(dialog).getByText("कृपया बताएँ कि इस रिव्यू में क्या गड़बड़ है।")).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText("इसमें क्या गड़बड़ है?"), "Rude");
    await user.click(within(dialog).getByRole("button", { name: "रिपोर्ट भेजें" }));
    expect(
      await within(dialog).findByText("आप इस रिव्यू की रिपोर्ट पहले ही कर चुके हैं। हमारे एडमिन इसे देखेंगे।"),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "रिपोर्ट भेजें" }));
    expect(await screen.findByText("शुक्रिया। हमारे एडमिन इस रिव्यू को देखेंगे।")).toBeInTheDocument();
  });

  it("ask for feedback in Hindi, refuse by code and thank the member", async () => {
    answer({
      [keyOf(postFeedback, { id: "e1" })]: firstThen(
        refused(403, REVIEW_MESSAGES.notParticipant, "review.notParticipant"),
        ok(messageResponse, null, { message: "Thank you for your feedback!", code: "reviewThanks" }),
      ),
    });
    const onDone = vi.fn();
    renderRoutes(
      [
        {
          path: "/",
          element: (
            <FeedbackDialog open onClose={() => {}} eventId="e1" eventName="Nandi Hills" onDone={onDone} />
          ),
        },
      ],
      "/",
    );
    const user = userEvent.setup();
    const dialog = await screen.findByRole("dialog", { name: "अपना अनुभव बताएँ" });
    expect(within(dialog).getByRole("radiogroup", { name: "क्या इवेंट हुआ?" })).toBeInTheDocument();
    expect(within(dialog).getByRole("radio", { name: "हाँ" })).toBeChecked();
    await user.click(within(dialog).getByRole("button", { name: "रिव्यू भेजें" }));
    expect(within(dialog).getByText("कृपया रेटिंग दें और रिव्यू लिखें।")).toBeInTheDocument();
    await user.click(within(dialog).getByRole("radio", { name: "4 स्टार" }));
    expect(dialog).toHaveTextContent("बहुत अच्छा");
    await user.type(within(dialog).getByLabelText("आपका रिव्यू"), "बढ़िया ट्रेक");
    await user.click(within(dialog).getByRole("button", { name: "रिव्यू भेजें" }));
    expect(
      await within(dialog).findByText("इस एक्सपीरियंस का रिव्यू सिर्फ़ वही मेंबर दे सकते हैं जो इसमें गए थे।"),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "रिव्यू भेजें" }));
    await waitFor(() => expect(onDone).toHaveBeenCalledWith("आपके फ़ीडबैक के लिए शुक्रिया!"));
  });
});
