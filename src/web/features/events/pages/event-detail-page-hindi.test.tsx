import { type EventDetail, eventDetailResponse, messageResponse } from "@shared/contracts/events";
import { eventDetail, joinEvent, joinWaitlist, leaveWaitlist } from "@shared/endpoints/events";
import { compatibility } from "@shared/endpoints/matching";
import { reportListing } from "@shared/endpoints/moderation";
import { getUser } from "@shared/endpoints/users";
import {
  COMMON_MESSAGES,
  EVENT_NOT_FOUND,
  MODERATION_MESSAGES,
  REQUEST_MESSAGES,
  WAITLIST_MESSAGES,
} from "@shared/texts";
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { startLanguage } from "../../../lib/i18n";
import { answer, firstThen, HttpResponse, keyOf, ok } from "../../../test/api-stub";
import { makeUser } from "../../../test/fixtures/users";
import { factValue } from "../../../test/queries";
import { HOST, ME, makeDetail, renderEvents, signIn } from "../test/fixtures";

// The event page in Hindi (issue 40): its facts, the action and its states, the server's sentences
// by their code (ADR 0056) and the report dialog. The English page is event-detail-page.test.tsx's.

/** A refusal as the server sends it: the SPEC's English and, where it has one, its code. */
const refused = (status: number, message: string, code?: string) =>
  HttpResponse.json({ success: false, message, ...(code ? { code } : {}) }, { status });

function setup(event: EventDetail, extra: Parameters<typeof answer>[0] = {}) {
  answer({
    [keyOf(getUser, { id: ME })]: ok(getUser, makeUser({ _id: ME, name: "Asha Rao", gender: "female" })),
    [keyOf(eventDetail, { id: "e1" })]: ok(eventDetailResponse, event),
    ...extra,
  });
  return renderEvents("/event/e1");
}

const pressable = async (name: string) => {
  const button = await screen.findByRole("button", { name });
  await waitFor(() => expect(button).toBeEnabled());
  return button;
};

/**
 * Asks to join e1, which the server refuses with `refusal`; checks the page says `refusalSays`, then
 * asks again, the server answering `retry`.
 */
async function askToJoinTwice(refusal: Response, refusalSays: string, retry: Response) {
  const user = userEvent.setup();
  setup(makeDetail(), { [keyOf(joinEvent, { id: "e1" })]: firstThen(refusal, retry) });
  await user.click(await pressable("जुड़ने की रिक्वेस्ट भेजें"));
  expect(await screen.findByRole("alert")).toHaveTextContent(refusalSays);
  await user.click(await pressable("जुड़ने की रिक्वेस्ट भेजें"));
}

describe("/event/{eventId} in Hindi", () => {
  beforeEach(() => {
    signIn();
    startLanguage({ read: () => "hi", save: () => {} });
  });

  it("says the facts, the host and the action in Hindi, dates and figures through Intl's hi-IN", async () => {
    setup(
      makeDetail({
        averageRating: 4.3,
        endTime: "19:30",
        distanceKm: 12.4,
        meetingPoint: { place: "Base camp", address: "Mullayanagiri road", lat: null, lng: null },
      }),
      { [keyOf(compatibility, { userId: HOST })]: ok(compatibility, { compatibilityScore: 73 }) },
    );
    expect(screen.getByRole("status", { name: "लोड हो रहा है" })).toBeInTheDocument();
    await screen.findByRole("heading", { level: 1, name: "Kudremukh sunrise trek" });
    expect(screen.getByRole("button", { name: "वापस" })).toBeInTheDocument();
    expect(screen.getByText("एडवेंचर और ट्रेक")).toBeInTheDocument();
    expect(factValue("तारीख़ और समय")).toHaveTextContent("12 जून 2026");
    expect(factValue("तारीख़ और समय")).toHaveTextContent("सुबह 5:00 बजे शुरू · शाम 7:30 बजे ख़त्म");
    expect(factValue("जगह")).toHaveTextContent("Chikmagalur, Karnataka");
    expect(factValue("जगह")).toHaveTextContent("12 किमी");
    expect(factValue("जगह")).toHaveTextContent("मिलने की जगह: Base camp");
    expect(screen.getByRole("link", { name: "मैप्स में खोलें" })).toBeInTheDocument();
    expect(factValue("कुल सीटें")).toHaveTextContent("10");
    expect(factValue("खाली सीटें")).toHaveTextContent("8");
    expect(factValue("ख़र्च")).toHaveTextContent("₹2400 प्रति व्यक्ति");
    expect(factValue("रेटिंग")).toHaveTextContent("★ 4.3");
    await waitFor(() => expect(factValue("आपसे मेल")).toHaveTextContent("73%"));
    const host = screen.getByRole("link", { name: /Aarav Shah/ });
    expect(host).toHaveTextContent("होस्ट");
    expect(host).toHaveTextContent("4 इवेंट होस्ट किए");
    expect(within(host).getByRole("list", { name: "पूरी हुई जाँचें" })).toHaveTextContent(
      "फ़ोन वेरिफ़ाइडफ़ोटो वेरिफ़ाइड",
    );
    expect(screen.getByRole("heading", { level: 2, name: "इस एक्सपीरियंस के बारे में" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Kudremukh sunrise trek की रिपोर्ट करें" })).toHaveTextContent(
      "रिपोर्ट करें",
    );
    expect(await pressable("जुड़ने की रिक्वेस्ट भेजें")).toBeInTheDocument();
  });

  it("says a failed load and a gone experience in Hindi, with the way out or a retry", async () => {
    answer({
      [keyOf(eventDetail, { id: "e1" })]: refused(404, EVENT_NOT_FOUND, "eventNotFound"),
      [keyOf(eventDetail, { id: "e2" })]: refused(500, COMMON_MESSAGES.tryAgain, "tryAgain"),
    });
    renderEvents("/event/e1");
    expect(await screen.findByRole("alert")).toHaveTextContent("यह एक्सपीरियंस नहीं मिला।");
    expect(screen.getByRole("link", { name: "दूसरे एक्सपीरियंस देखें" })).toHaveAttribute("href", "/events");
    cleanup();
    renderEvents("/event/e2");
    // A sentence the page has no words for stays as the server wrote it; the retry is the page's.
    expect(await screen.findByRole("alert")).toHaveTextContent(COMMON_MESSAGES.tryAgain);
    expect(screen.getByRole("button", { name: "फिर से कोशिश करें" })).toBeInTheDocument();
  });

  it("says a stay over several days, a shared cost and no rating yet in Hindi", async () => {
    setup(
      makeDetail({
        fromDate: "2026-07-03T02:00:00.000Z",
        toDate: "2026-07-05T18:29:59.000Z",
        paymentType: "split",
        cost: 0,
        averageRating: null,
        verifiedOnly: true,
      }),
    );
    await screen.findByRole("heading", { level: 1, name: "Kudremukh sunrise trek" });
    expect(factValue("तारीख़ और समय")).toHaveTextContent("3 जुल॰ 2026 – 5 जुल॰ 2026");
    expect(factValue("ख़र्च")).toHaveTextContent("ख़र्च आपस में बँटेगा");
    expect(factValue("रेटिंग")).toHaveTextContent("अभी नहीं");
    expect(screen.getByText("सिर्फ़ वेरिफ़ाइड मेंबर्स")).toBeInTheDocument();
    expect(await screen.findByRole("link", { name: "जुड़ने के लिए वेरिफ़ाई करें" })).toBeInTheDocument();
  });

  it("sends the request and says so; a refusal with a known code is said in Hindi", async () => {
    await askToJoinTwice(
      refused(409, REQUEST_MESSAGES.full, "request.full"),
      "यह एक्सपीरियंस फ़ुल है।",
      ok(messageResponse, null, { message: "Request sent successfully.", code: "joinSent" }),
    );
    expect(await screen.findByRole("status")).toHaveTextContent("आपकी रिक्वेस्ट भेज दी गई है।");
  });

  it("shows a sentence whose code it does not know as the server wrote it, and its own when none came", async () => {
    await askToJoinTwice(
      refused(409, "A newer server's reason.", "request.somethingNew"),
      "A newer server's reason.",
      HttpResponse.json({}, { status: 500 }),
    );
    await waitFor(() => expect(screen.getByRole("alert")).toHaveTextContent("जुड़ने की रिक्वेस्ट नहीं भेजी जा सकी।"));
  });

  it("says the member's place on the waitlist, how many wait, and leaves it in Hindi", async () => {
    const user = userEvent.setup();
    setup(makeDetail({ availableSlots: 0, waitlistPosition: 2, waitlistCount: 4 }), {
      [keyOf(leaveWaitlist, { id: "e1" })]: ok(messageResponse, null, {
        message: WAITLIST_MESSAGES.left,
        code: "waitlist.left",
      }),
    });
    expect(await screen.findByText("वेटलिस्ट में आप दूसरे नंबर पर हैं")).toBeInTheDocument();
    expect(factValue("खाली सीटें")).toHaveTextContent("4 इंतज़ार में");
    await user.click(screen.getByRole("button", { name: "वेटलिस्ट छोड़ें" }));
    const dialog = await screen.findByRole("dialog", { name: "वेटलिस्ट छोड़नी है?" });
    expect(dialog).toHaveTextContent("आपका नंबर चला जाएगा।");
    expect(within(dialog).getByRole("button", { name: "बने रहें" })).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "वेटलिस्ट छोड़ें" }));
    expect(await screen.findByText("आपने वेटलिस्ट छोड़ दी है।")).toBeInTheDocument();
  });

  it("offers the waitlist of a full experience, and says its refusal in Hindi", async () => {
    const user = userEvent.setup();
    setup(makeDetail({ availableSlots: 0, waitlistCount: 1 }), {
      [keyOf(joinWaitlist, { id: "e1" })]: refused(409, WAITLIST_MESSAGES.notFull, "waitlist.notFull"),
    });
    expect(await screen.findByText(/सारी सीटें भर चुकी हैं/)).toBeInTheDocument();
    await user.click(await pressable("वेटलिस्ट में जुड़ें"));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "एक सीट खाली है: वेटलिस्ट की जगह जुड़ने की रिक्वेस्ट भेजें।",
    );
  });

  it("says until when the host has to confirm a seat offered from the waitlist", async () => {
    const deadline = new Date(2027, 0, 5, 21, 30).toISOString();
    setup(
      makeDetail({
        availableSlots: 0,
        myRequest: {
          requestStatus: "requested",
          rsvpStatus: "no",
          fromWaitlist: true,
          offerExpiresAt: deadline,
        },
      }),
    );
    expect(await screen.findByRole("button", { name: "रिक्वेस्ट भेज दी गई" })).toBeDisabled();
    expect(screen.getByText(/होस्ट को इसे 5 जन॰ 2027 · रात 9:30 तक कन्फ़र्म करना है/)).toBeInTheDocument();
  });

  it("reports the listing in Hindi, the reasons and the thank-you too", async () => {
    const user = userEvent.setup();
    setup(makeDetail(), {
      [keyOf(reportListing, { id: "e1" })]: ok(reportListing, null, {
        message: MODERATION_MESSAGES.listingReported,
        code: "moderation.listingReported",
      }),
    });
    await user.click(await screen.findByRole("button", { name: "Kudremukh sunrise trek की रिपोर्ट करें" }));
    const dialog = await screen.findByRole("dialog", { name: "इस लिस्टिंग की रिपोर्ट करें?" });
    await user.click(within(dialog).getByRole("button", { name: "रिपोर्ट भेजें" }));
    expect(
      await within(dialog).findByText("कृपया बताएँ कि आप इस लिस्टिंग की रिपोर्ट क्यों कर रहे हैं।"),
    ).toBeInTheDocument();
    expect(within(dialog).getAllByRole("radio")).toHaveLength(5);
    await user.click(within(dialog).getByRole("radio", { name: "गुमराह करने वाली: जैसा लिखा है वैसी नहीं" }));
    await user.click(within(dialog).getByRole("button", { name: "रिपोर्ट भेजें" }));
    expect(await screen.findByText("शुक्रिया। हमारे एडमिन इस लिस्टिंग को देखेंगे।")).toBeInTheDocument();
  });
});
